import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { S3Settings } from "./lib/storage-s3.js";

/**
 * Every environment variable the API reads, parsed once at start-up. The
 * README lists the same variables; keep the two in step.
 */
/** A yes-or-no setting: "true" or "1" for yes; no when unset. */
const flag = z
  .enum(["true", "false", "1", "0"])
  .default("false")
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("127.0.0.1"),
  PUBLIC_URL: z.string().url().optional(),
  /** Other host names the site is reached under (host or host:port, comma-separated). */
  PUBLIC_HOSTS: z.string().default(""),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./.data"),
  UPLOAD_DIR: z.string().optional(),
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL: z.string().default("7d"),
  /** Staff tokens live shorter: a desk left signed in is open to whoever sits down; renewed while in use. */
  STAFF_TOKEN_TTL: z.string().default("12h"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("IPF <no-reply@ipf.example>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: flag,
  CAPTCHA_SECRET: z.string().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Whether this instance runs background jobs (every instance queues them). */
  JOBS: z.enum(["on", "off"]).default("on"),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENTS_LOCAL_CHECKOUT: flag,
  /** Where the Stripe SDK sends its calls, for a local fake (e.g. http://127.0.0.1:12111). */
  STRIPE_API_BASE: z.string().url().optional(),
  BITCOIN_ADDRESS: z.string().default("bc1qexampleexampleexampleexampleexample0"),
  INVOICE_COMPANY_NAME: z.string().default("IPF International Parcel Forwarding"),
  INVOICE_COMPANY_ADDRESS: z.string().default("12 rue de l'Entrepôt, 93290 Tremblay-en-France, France"),
  INVOICE_COMPANY_EMAIL: z.string().default("billing@ipf.example"),
  INVOICE_COMPANY_PHONE: z.string().default("+33 1 00 00 00 00"),
  INVOICE_COMPANY_VAT: z.string().optional(),
  /** karrio, the shipping engine (labels, customs, tracking); without it, a local stand-in outside production. */
  KARRIO_URL: z.string().url().optional(),
  KARRIO_API_KEY: z.string().min(1).optional(),
  KARRIO_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long a call to karrio is waited for (a label purchase included) before it is given up. */
  KARRIO_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** How often the stand-in moves its trackers one step (development); 0 leaves them to the development page. */
  KARRIO_LOCAL_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(45),
});

/**
 * The shipping engine: karrio at `url`, or (no KARRIO_URL, outside
 * production) the in-process stand-in; in production without it, only the
 * manual path (tracking typed in) is offered.
 */
export type CarrierEngineConfig =
  | { kind: "karrio"; url: string; apiKey: string; webhookSecret: string; timeoutSeconds: number }
  | { kind: "local"; webhookSecret: string; stepSeconds: number }
  | { kind: "none" };

export interface PaymentsConfig {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** No hosted checkout: the built-in page stands in and signs its own webhook events. */
  localCheckout: boolean;
  /** PAYMENTS_LOCAL_CHECKOUT=true: the local checkout on purpose, allowed in production. */
  localCheckoutChosen: boolean;
  stripeApi: { host: string; port: number; protocol: "http" | "https" } | undefined;
  bitcoinAddress: string;
}

export interface InvoiceCompany {
  name: string;
  address: string;
  email: string;
  phone: string;
  vatNumber: string | undefined;
}

export type StorageConfig = { kind: "disk" } | ({ kind: "s3" } & S3Settings);

export interface Config {
  env: "development" | "test" | "production";
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Host names (host or host:port, lower case) besides PUBLIC_URL's whose
   * links may be built from the request (lib/public-origin.ts).
   */
  publicHosts: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploads are kept on disk (STORAGE=disk). */
  uploadDir: string;
  /** Where uploads are kept: the disk folder above, or an S3 bucket. */
  storage: StorageConfig;
  jwtSecret: string;
  /** Lifetime of a customer's token, and of a staff member's (renewed while in use). */
  tokenTtl: { customer: string; staff: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  captchaSecret: string | undefined;
  dbPoolMax: number;
  /** This instance's worker of background jobs: whether it runs, and how many jobs at once. */
  jobs: { enabled: boolean; concurrency: number };
  payments: PaymentsConfig;
  carrierEngine: CarrierEngineConfig;
  invoiceCompany: InvoiceCompany;
  /** Folders of the built front ends; absent folders are simply not served. */
  webDist: string;
  /** The customer site's server bundle, which draws its signed-in pages (lib/signed-in-pages.ts). */
  webServerEntry: string;
  adminDist: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.JWT_SECRET) {
    throw new Error("JWT_SECRET (at least 32 characters) is required in production.");
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: webhooks are verified by signature.");
  }
  const dataDir = resolve(rootDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicHosts: publicHosts(e.PUBLIC_HOSTS),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadDir: e.UPLOAD_DIR ? resolve(rootDir, e.UPLOAD_DIR) : resolve(dataDir, "uploads"),
    storage: storageConfig(e),
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    tokenTtl: { customer: e.TOKEN_TTL, staff: e.STAFF_TOKEN_TTL },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    captchaSecret: e.CAPTCHA_SECRET,
    dbPoolMax: e.DB_POOL_MAX,
    jobs: { enabled: e.JOBS === "on", concurrency: e.JOBS_CONCURRENCY },
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      localCheckout: e.PAYMENTS_LOCAL_CHECKOUT || !e.STRIPE_SECRET_KEY,
      localCheckoutChosen: e.PAYMENTS_LOCAL_CHECKOUT,
      stripeApi: e.STRIPE_API_BASE ? stripeApi(e.STRIPE_API_BASE) : undefined,
      bitcoinAddress: e.BITCOIN_ADDRESS,
    },
    carrierEngine: carrierEngineConfig(e),
    invoiceCompany: {
      name: e.INVOICE_COMPANY_NAME,
      address: e.INVOICE_COMPANY_ADDRESS,
      email: e.INVOICE_COMPANY_EMAIL,
      phone: e.INVOICE_COMPANY_PHONE,
      vatNumber: e.INVOICE_COMPANY_VAT,
    },
    webDist: resolve(rootDir, "web/dist"),
    webServerEntry: resolve(rootDir, "web/dist-server/entry-server.js"),
    adminDist: resolve(rootDir, "desktop/dist-web"),
  };
}

/**
 * The product refuses to start in production with the local checkout
 * standing in for Stripe, unless told so (PAYMENTS_LOCAL_CHECKOUT=true, a
 * demo or staging site). Checked when the server starts rather than in
 * loadConfig, so tests can build a production app without payment keys.
 */
export function assertPaymentsReady(config: Config): void {
  if (config.env !== "production" || config.payments.stripeSecretKey) return;
  if (config.payments.localCheckoutChosen) return;
  throw new Error(
    "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production (or PAYMENTS_LOCAL_CHECKOUT=true).",
  );
}

function carrierEngineConfig(e: z.infer<typeof envSchema>): CarrierEngineConfig {
  if (e.KARRIO_URL) {
    if (!e.KARRIO_API_KEY || !e.KARRIO_WEBHOOK_SECRET) {
      throw new Error(
        "Invalid configuration:\n  KARRIO_API_KEY and KARRIO_WEBHOOK_SECRET are required with KARRIO_URL",
      );
    }
    return {
      kind: "karrio",
      url: e.KARRIO_URL,
      apiKey: e.KARRIO_API_KEY,
      webhookSecret: e.KARRIO_WEBHOOK_SECRET,
      timeoutSeconds: e.KARRIO_TIMEOUT_SECONDS,
    };
  }
  if (e.NODE_ENV === "production") return { kind: "none" };
  return {
    kind: "local",
    webhookSecret: e.KARRIO_WEBHOOK_SECRET ?? randomBytes(24).toString("hex"),
    stepSeconds: e.KARRIO_LOCAL_STEP_SECONDS,
  };
}

/** STORAGE and the S3_ settings; the keys are never part of an error message. */
function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === "disk") return { kind: "disk" };
  if (!e.S3_BUCKET) throw new Error("Invalid configuration:\n  S3_BUCKET: required with STORAGE=s3");
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** PUBLIC_HOSTS: "www.ipf.example, ipf.example:8443" to lower-case hosts; a malformed entry stops the start. */
function publicHosts(list: string): string[] {
  return list
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(`http://${entry}`);
      } catch {
        url = undefined;
      }
      if (!url || url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
        throw new Error(`Invalid configuration:\n  PUBLIC_HOSTS: "${entry}" is not a host name (host or host:port)`);
      }
      return url.host;
    });
}

function stripeApi(base: string): PaymentsConfig["stripeApi"] {
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/**
 * Outside production a missing JWT_SECRET is replaced by a random secret kept
 * in the data folder, so sign-ins survive a restart of `npm start`.
 */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
