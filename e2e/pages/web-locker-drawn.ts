import type { Locator, Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "./intake";

/**
 * Signs the demo customer in as the login page does: the API's answer leaves
 * the session cookie in the browser's context (the server draws the locker
 * for it) and, unless `cookieOnly`, the token goes to the site's storage.
 * Answers the token.
 */
export async function signInDemoCustomer(page: Page, { cookieOnly = false } = {}): Promise<string> {
  const answer = await page.request.post("/api/users/login", {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  const { token } = (await answer.json()) as { token: string };
  if (!cookieOnly) {
    await page.goto("/api/health");
    await page.evaluate((value) => localStorage.setItem("ipf.token", value), token);
  }
  return token;
}

/** The codes of the demo customer's parcels that show as cards (not inside an assembly request), from the API. */
export async function lockerCodes(page: Page, token: string): Promise<string[]> {
  const answer = await page.request.get("/api/users/packages/get?perPage=100", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { packages } = (await answer.json()) as { packages: { packageId: string; state: string }[] };
  return packages.filter((parcel) => parcel.state !== "awaiting_assemble").map((parcel) => parcel.packageId);
}

/** A parcel's card in the locker, by its code, whatever the language. */
export const parcelCard = (page: Page, packageId: string): Locator =>
  page.getByRole("main").getByRole("article", { name: packageId, exact: true });

/** The mark of a page the server drew for the session: #root with its markup. */
export const DRAWN_ROOT = '<div id="root" data-signed-in>';
