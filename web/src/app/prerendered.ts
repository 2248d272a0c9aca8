import type { PagePath } from "./paths";

/** The pages a visitor reads before signing in; the customer area stays drawn in the browser. */
export const PRERENDERED_PAGES = [
  "",
  "calculator",
  "market",
  "faq",
  "banned-material",
  "legal-info",
  "privacy-policy",
  "terms",
  "shop-guide",
  "login",
  "signup",
  "recoverpass",
] as const satisfies readonly PagePath[];
