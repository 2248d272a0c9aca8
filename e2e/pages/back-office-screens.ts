import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SCREENS } from "../../desktop/src/renderer/src/screens";
import { ADMIN_BASE } from "./admin";
import { bearer, ok, staffToken } from "./api";

/** The WCAG levels the back office is held to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

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

/** A back-office screen, opened and drawn: its heading shown and its lists loaded. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`${ADMIN_BASE}${path}`);
  await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe's serious and critical violations of WCAG 2.2 A and AA, one line each:
 * of the whole page, or of the screen's own part (`main`) where the shell
 * around it was checked already.
 */
export async function seriousViolations(page: Page, where: string, only?: "main"): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (only ? axe.include(only) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${where} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
