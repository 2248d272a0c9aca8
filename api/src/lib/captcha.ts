/**
 * Human verification. With CAPTCHA_SECRET set, tokens are checked against
 * Cloudflare Turnstile; without it every request passes (development, tests
 * and installations that do not want a captcha).
 */
export interface CaptchaVerifier {
  verify(token: string | undefined, action: string, ip: string): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = { verify: async () => true };

export function turnstile(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, action, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, remoteip: ip });
      try {
        const response = await fetchImpl("https://challenges.cloudflare.com/turnstile/v0/siteverify", {
          method: "POST",
          body,
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean; action?: string };
        return result.success === true && (!result.action || result.action === action);
      } catch {
        return false;
      }
    },
  };
}
