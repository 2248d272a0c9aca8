import { expect, type Locator, type Page } from "@playwright/test";
import { PageObject } from "./page-object";

/** The demo staff accounts the seed creates (db/src/seed/demo.ts). */
export const DEMO_STAFF_PASSWORD = "demo-password";

/** The work-queue screens of the back office, and the title each shows. */
export const QUEUE_SCREENS = [
  "/requests/shipping-requests",
  "/requests/shipping",
  "/requests/assemble",
  "/requests/disassemble",
  "/requests/images",
] as const;

export const AREA_TITLES: Record<string, string> = {
  "/requests/shipping-requests": "Shipping requests",
  "/requests/shipping": "Ready to ship",
  "/requests/assemble": "Consolidations",
  "/manage-assemble": "Consolidations",
  "/requests/disassemble": "Splits",
  "/requests/images": "Image requests",
};

/** The back office's browser build, served by the API under /admin. */
export const ADMIN_BASE = "/admin";

export function adminUrl(path = ""): RegExp {
  const escaped = `${ADMIN_BASE}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`${escaped}/?(?:[?#].*)?$`);
}

export class AdminLoginPage extends PageObject {
  readonly heading = this.page.getByRole("heading", { name: "Staff sign-in" });
  readonly username = this.page.getByLabel("Username", { exact: true });
  readonly password = this.page.getByLabel("Password", { exact: true });
  readonly submit = this.page.getByRole("button", { name: "Sign in", exact: true });
  readonly failure = this.page.getByRole("alert");

  async goto(): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/`);
    await expect(this.heading).toBeVisible();
  }

  required(field: "Username" | "Password"): Locator {
    return this.page.getByText(`${field} is Required`, { exact: true });
  }

  async signIn(username: string, password = DEMO_STAFF_PASSWORD): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class AdminShell extends PageObject {
  readonly menu = this.page.getByRole("navigation", { name: "Back office" });
  readonly identity = this.page.getByTestId("staff-identity");
  readonly signOut = this.page.getByRole("button", { name: "Sign out" });

  menuEntry(name: string): Locator {
    return this.menu.getByRole("menuitem", { name, exact: true });
  }

  /** The "Not built yet" state a screen shows until it exists. */
  get placeholder(): Locator {
    return this.page.getByText("Not built yet", { exact: true });
  }

  /** The paths below /admin that the sidebar links to. */
  async menuPaths(): Promise<string[]> {
    const hrefs = await this.menu
      .getByRole("menuitem")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    return hrefs.map((href) => href.replace(ADMIN_BASE, "") || "/");
  }

  menuEntryFor(path: string): Locator {
    return this.menu.locator(`a[href="${ADMIN_BASE}${path}"]`);
  }

  /** A queue of the dashboard, with its count. */
  queueTile(id: string): Locator {
    return this.page.getByTestId(`queue-${id}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}${path}`);
  }

  /**
   * Labels of the screen that show less than their text: column headers,
   * tags and the choice a select shows, cut by their box ("User Ha…",
   * "Parce"). Each as "text (needed > room)".
   */
  async clippedLabels(): Promise<string[]> {
    return this.page.locator("main").evaluate((main) => {
      const clipped: string[] = [];
      const context = document.createElement("canvas").getContext("2d")!;
      for (const element of main.querySelectorAll<HTMLElement>("th, th *, .bp6-tag, .bp6-tag *, select")) {
        if (!element.offsetParent) continue;
        const style = getComputedStyle(element);
        if (element instanceof HTMLSelectElement) {
          const shown = element.selectedOptions[0]?.text ?? "";
          context.font = style.font;
          const needed = Math.ceil(context.measureText(shown).width);
          const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (needed > room) clipped.push(`${shown} (${needed} > ${Math.floor(room)})`);
        } else if (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
          clipped.push(`${element.innerText.trim()} (${element.scrollWidth} > ${element.clientWidth})`);
        }
      }
      return clipped;
    });
  }

  /** Whether two things of the page overlap on the screen. */
  static async overlap(one: Locator, other: Locator): Promise<boolean> {
    const [a, b] = await Promise.all([one.boundingBox(), other.boundingBox()]);
    if (!a || !b) return false;
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  }

  /** The sort button of a list's column header. */
  sortButton(column: string): Locator {
    return this.page.getByRole("columnheader", { name: column }).getByRole("button");
  }

  /** The texts of one column of the list shown, once its page has loaded. */
  async columnTexts(column: string): Promise<string[]> {
    await expect(this.page.locator(".ipf-table-scroll")).toHaveAttribute("aria-busy", "false");
    const headers = (await this.page.getByRole("columnheader").allInnerTexts()).map((text) => text.trim());
    const index = headers.indexOf(column);
    expect(index, `column ${column} among ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
    return this.page.locator(`tbody tr[data-row] > td:nth-child(${index + 1})`).allInnerTexts();
  }
}

/** Where the back office keeps the staff token (desktop/src/renderer/src/session.tsx). */
const STAFF_TOKEN_KEY = "ipf.adminToken";

/**
 * Signs a member of staff in through the API, as the sign-in screen would
 * (that screen has tests of its own in admin.spec.ts), and opens the back
 * office at `path` once the shell shows.
 */
export async function signInAs(
  page: Page,
  username: string,
  options: { password?: string; path?: string } = {},
): Promise<AdminShell> {
  await keepStaffSession(page, username, options.password);
  await page.goto(`${ADMIN_BASE}${options.path ?? "/"}`);
  const shell = new AdminShell(page);
  // The parallel tests share one server on two cores: the first screen may take a few seconds.
  await expect(shell.menu).toBeVisible({ timeout: 15_000 });
  return shell;
}

/** The staff token the back office keeps in the page's storage. */
export function storedStaffToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STAFF_TOKEN_KEY);
}

/** Whether the API still takes `token`: the status of the staff member's own account. */
export async function staffTokenStatus(page: Page, token: string): Promise<number> {
  return (await page.request.get("/api/admins/me", { headers: { authorization: `Bearer ${token}` } })).status();
}

/**
 * Signs a staff member in through the API and keeps the token in the
 * page's storage, as the sign-in screen would, without opening a screen:
 * for tests that go straight to one.
 */
export async function keepStaffSession(page: Page, username: string, password = DEMO_STAFF_PASSWORD): Promise<void> {
  const answer = await page.request.post("/api/admins/login", { data: { username, password } });
  expect(answer.ok(), `${username} signs in`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  // A page of the origin first, so that its storage can be written; the API's health answer is the lightest.
  await page.goto("/api/health");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STAFF_TOKEN_KEY, token] as const);
}
