export { connect, type Db, type ConnectOptions } from "./connect.js";
export { migrateLatest, rollbackAll, migrationSource } from "./migrate.js";
export { startEmbeddedPostgres, freePort, type EmbeddedCluster } from "./embedded.js";
export { seedDemo, seedReference, DEMO_PASSWORD, DEMO_CUSTOMER_EMAIL, DEMO_STAFF } from "./seed/index.js";
