import type { Db } from "@ipf/db";
import type { Config } from "./config.js";
import type { CaptchaVerifier } from "./lib/captcha.js";
import type { GeoLookup } from "./lib/geo.js";
import type { Logger } from "./lib/logger.js";
import type { Mailer } from "./lib/mail.js";
import type { TokenService } from "./lib/tokens.js";

/** What routes and services are built with; tests build their own. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  tokens: TokenService;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  geo: GeoLookup;
  /** The current time; tests move it to cross time windows. */
  now: () => Date;
}
