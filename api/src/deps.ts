import type { Db } from "@ipf/db";
import type { Config } from "./config.js";
import { createLocalBus, type EventBus } from "./lib/bus.js";
import { createRealtime, type Realtime } from "./lib/realtime.js";
import { createJobQueue, type JobQueue } from "./lib/jobs.js";
import type { Storage, StorageOptions } from "./lib/storage.js";
import { createDiskStorage } from "./lib/storage-disk.js";
import { createS3Storage } from "./lib/storage-s3.js";
import { noCaptcha, turnstile, type CaptchaVerifier } from "./lib/captcha.js";
import { createGeoLookup, type GeoLookup } from "./lib/geo.js";
import { createLogger, type Logger } from "./lib/logger.js";
import { createStatements, type Statements } from "./lib/prepared.js";
import { createParcelStore, type ParcelStore } from "./services/parcels/parcel-store.js";
import { createCarrierEngine, type CarrierEngine } from "./lib/carriers/engine.js";
import { Mailer } from "./lib/mail.js";
import { TokenService } from "./lib/tokens.js";

/** What routes and services are built with; tests build their own. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  tokens: TokenService;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  geo: GeoLookup;
  /** Background jobs, on the database's queue (lib/jobs.ts); a worker runs them (services/jobs.ts). */
  jobs: JobQueue;
  /** Events between API instances (LISTEN/NOTIFY in production, in-process in tests). */
  bus: EventBus;
  realtime: Realtime;
  storage: Storage;
  /** The current time; tests move it to cross time windows. */
  now: () => Date;
  /** The prepared statements run on `db`, and the pool that runs some with generic plans. */
  statements: Statements;
  /** The parcel records kept in memory, checked by revision (the README's *Speed*). */
  parcels: ParcelStore;
  /** Labels, customs and tracking: karrio, its local stand-in, or none (lib/carriers/engine.ts). */
  carrierEngine: CarrierEngine;
}

export function createDeps(
  config: Config,
  db: Db,
  log: Logger = createLogger(config.logLevel),
  bus: EventBus = createLocalBus(),
  /** The URL `db` connects to, to open a pool for statements run with generic plans. */
  genericPlans?: { url: string; max: number },
): Deps {
  const jobs = createJobQueue(db);
  return {
    config,
    db,
    log,
    tokens: new TokenService(config.jwtSecret, config.tokenTtl),
    mailer: new Mailer(db, log, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    captcha: config.captchaSecret ? turnstile(config.captchaSecret) : noCaptcha,
    geo: createGeoLookup(),
    bus,
    realtime: createRealtime(bus),
    jobs,
    storage: createStorageOf(config, log, (source) =>
      jobs.add(ENCODE_PHOTO_TASK, { source }, { jobKey: `photo:${source}`, maxAttempts: 5 }),
    ),
    now: () => new Date(),
    statements: createStatements(db, genericPlans),
    parcels: createParcelStore(),
    carrierEngine: createCarrierEngine(config.carrierEngine, config.port),
  };
}

/** The job that makes a waiting photo's WebP. */
export const ENCODE_PHOTO_TASK = "photo:encode";

/**
 * The storage the configuration names: the disk folder or the S3 bucket;
 * `schedule` hands the photos waiting for their WebP to the job queue.
 */
export function createStorageOf(config: Config, log: Logger, schedule?: StorageOptions["schedule"]): Storage {
  const options = { log: (message: string) => log.warn(message), schedule };
  const { storage } = config;
  return storage.kind === "s3" ? createS3Storage(storage, options) : createDiskStorage(config.uploadDir, options);
}
