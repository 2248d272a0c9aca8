import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SCREENS } from "../../desktop/src/renderer/src/screens";
import { bearer, ok, staffToken } from "./api";

/** The WCAG levels the back office is held to; the customer site is held to 2.1 A and AA. */
export const BACK_OFFICE_WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const SITE_WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Every screen of the back office's screen table (desktop's screens.ts), a
 * `:id` filled with a demo record: a new screen is checked as soon as it is
 * declared, and a new kind of `:id` asks for its record here.
 */
export async function everyScreenPath(request: APIRequestContext): Promise<string[]> {
  const headers = bearer(await staffToken(request));
  const { users } = await ok<{ users: { id: string }[] }>(
    await request.get("/api/users", { params: { query: "demo@ipf.example" }, headers }),
  );
  const { tickets } = await ok<{ tickets: { id: string }[] }>(
    await request.get("/api/admins/support/get", { headers }),
  );
  const records: Record<string, string | undefined> = {
    user: users[0]?.id,
    edituser: users[0]?.id,
    support: tickets[0]?.id,
  };
  return SCREENS.map(({ path }) => {
    if (!path.includes(":id")) return `/${path}`;
    const id = records[path.split("/")[0]!];
    if (!id) throw new Error(`no demo record to open ${path} with: add one to everyScreenPath`);
    return `/${path.replace(":id", encodeURIComponent(id))}`;
  });
}

/** The back-office screen shown is drawn: its heading shown and its lists loaded. */
export async function screenDrawn(page: Page, path: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe's serious and critical violations of the WCAG levels `tags`, one line
 * each: of the whole page, or of its part `only` (the screen's `main`, where
 * the shell around it was checked already). axe runs in the page itself
 * (legacy mode): the default opens a blank page per analysis to gather the
 * results of cross-origin frames, which no screen has, at twice the time.
 * And axe's half a megabyte of script goes into a page once: a screen opened
 * from the menu is the same page, which keeps it.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  { tags = BACK_OFFICE_WCAG, only }: { tags?: string[]; only?: "main" } = {},
): Promise<string[]> {
  const loaded = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => "axe" in window).catch(() => false)),
  );
  const axe = new AxeBuilder({ page, ...(loaded.every(Boolean) ? { axeSource: ALREADY_LOADED } : {}) })
    .withTags(tags)
    .setLegacyMode(true);
  const results = await (only ? axe.include(only) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${where} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/** The script AxeBuilder injects where axe is loaded already: nothing. */
const ALREADY_LOADED = "void 0";
