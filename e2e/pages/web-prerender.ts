import type { APIRequestContext, ConsoleMessage, Page } from "@playwright/test";

/** The pages the site prerenders: the web build's own list. */
export { PRERENDERED_PAGES as PRERENDERED_PATHS } from "../../web/src/app/prerendered";

/** The first bytes of a page as the server sends them, before any script runs. */
export async function rawPage(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { "accept-encoding": "identity" } });
  return res.text();
}

/**
 * Every console error and warning of a page (React reports a hydration
 * mismatch there), and whether React has taken over the prerendered markup.
 */
export class ConsoleWatch {
  readonly messages: string[] = [];

  constructor(readonly page: Page) {
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error" || message.type() === "warning") this.messages.push(message.text());
    });
    page.on("pageerror", (error) => this.messages.push(error.message));
  }

  /** Waits until React has hydrated the page: its elements carry React's own properties. */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => {
      const main = document.getElementById("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    });
  }
}
