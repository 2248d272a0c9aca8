import type { Deps } from "../../deps.js";
import { BadRequestError } from "../../lib/errors.js";

const MESSAGES = {
  captcha: "Human verification failed, please try again.",
} as const;

/** Checks a captcha token with the configured verifier (which passes everything when none is configured). */
export async function checkCaptcha(deps: Deps, action: string, token: string | undefined, ip: string): Promise<void> {
  if (!(await deps.captcha.verify(token, action, ip))) {
    throw BadRequestError(MESSAGES.captcha, "CAPTCHA", { captcha: "captchaFailed" });
  }
}
