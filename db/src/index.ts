export { connect, type Db, type ConnectOptions } from "./connect.js";
export { migrateLatest, migrateTo, rollbackAll, migrationSource } from "./migrate.js";
export { startEmbeddedPostgres, runningEmbeddedPostgres, freePort, type EmbeddedCluster } from "./embedded.js";
export { dumpDatabase, loadDatabase, readDumpManifest, type DumpManifest } from "./dump.js";
export {
  seedDemo,
  seedReference,
  DEMO_PASSWORD,
  DEMO_CUSTOMER_EMAIL,
  DEMO_STAFF,
  DEMO_LOGO_FOLDER,
} from "./seed/index.js";
