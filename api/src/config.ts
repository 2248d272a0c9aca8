import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * Every environment variable the API reads, parsed once at start-up. The
 * README lists the same variables; keep the two in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("127.0.0.1"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./.data"),
  UPLOAD_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL: z.string().default("7d"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("IPF <no-reply@ipf.example>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  CAPTCHA_SECRET: z.string().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
});

export interface Config {
  env: "development" | "test" | "production";
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  jwtSecret: string;
  tokenTtl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  captchaSecret: string | undefined;
  dbPoolMax: number;
  /** Folders of the built front ends; absent folders are simply not served. */
  webDist: string;
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
  const dataDir = resolve(rootDir, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadDir: e.UPLOAD_DIR ? resolve(rootDir, e.UPLOAD_DIR) : resolve(dataDir, "uploads"),
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    tokenTtl: e.TOKEN_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    captchaSecret: e.CAPTCHA_SECRET,
    dbPoolMax: e.DB_POOL_MAX,
    webDist: resolve(rootDir, "web/dist"),
    adminDist: resolve(rootDir, "desktop/dist-web"),
  };
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
