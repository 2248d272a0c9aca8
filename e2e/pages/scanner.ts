import type { Page } from "@playwright/test";

/**
 * A keyboard-wedge scan: one keystroke every `msPerKey` ms, then Enter, into
 * whatever has focus. The keys go through the DevTools protocol with the time
 * each would have left a scanner, so the page sees a scanner's rhythm however
 * long the test machine takes to deliver them (as with a real scanner on a
 * busy desk computer: the event's time is the keystroke's, not the page's).
 */
export async function wedgeScan(page: Page, code: string, msPerKey = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((text) => ({ key: text, text, unmodifiedText: text }));
  const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, text: "\r" };
  try {
    for (const [index, key] of [...keys, enter].entries()) {
      const timestamp = start + (index * msPerKey) / 1000;
      await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...key, timestamp });
      await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: key.key, timestamp: timestamp + 0.001 });
    }
  } finally {
    await cdp.detach();
  }
}
