import { expect, type Locator, type Page } from "@playwright/test";

/** The demo staff accounts the seed creates (db/src/seed-demo.ts). */
export const DEMO_STAFF_PASSWORD = "demo-password";

/** The back office's browser build, served by the API under /admin. */
export const ADMIN_BASE = "/admin";

export function adminUrl(path = ""): RegExp {
  const escaped = `${ADMIN_BASE}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`${escaped}/?(?:[?#].*)?$`);
}

export class AdminLoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Staff sign-in" });
    this.username = page.getByLabel("Username", { exact: true });
    this.password = page.getByLabel("Password", { exact: true });
    this.submit = page.getByRole("button", { name: "Sign in", exact: true });
    this.failure = page.getByRole("alert");
  }

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

export class AdminShell {
  readonly menu: Locator;
  readonly identity: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole("navigation", { name: "Back office" });
    this.identity = page.getByTestId("staff-identity");
    this.signOut = page.getByRole("button", { name: "Sign out" });
  }

  menuEntry(name: string): Locator {
    return this.menu.getByRole("menuitem", { name, exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}${path}`);
  }
}

/** Signs in from the login screen and waits for the shell. */
export async function signInAs(page: Page, username: string): Promise<AdminShell> {
  const login = new AdminLoginPage(page);
  await login.goto();
  await login.signIn(username);
  const shell = new AdminShell(page);
  await expect(shell.menu).toBeVisible();
  return shell;
}
