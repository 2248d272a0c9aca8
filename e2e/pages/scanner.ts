import type { Page } from "@playwright/test";

type Key = { key: string; code?: string; windowsVirtualKeyCode?: number; text?: string; unmodifiedText?: string };

/** The time of the last key each page was sent here, in seconds. */
const lastKeyAt = new WeakMap<Page, number>();

/**
 * Keys into whatever has focus, one every `msPerKey` ms by the events' own
 * times: they go through the DevTools protocol with the time each would have
 * left the keyboard or the scanner, so the page sees that rhythm however long
 * the test machine takes to deliver them (as on a busy desk computer: the
 * event's time is the keystroke's, not the page's), and the test does not
 * wait it out.
 */
async function dispatchKeys(page: Page, keys: Key[], msPerKey: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // Keys sent before these may carry times still ahead of the clock: these follow them, as a hand
  // typing on would, never before them.
  const start = Math.max(Date.now() / 1000, (lastKeyAt.get(page) ?? 0) + msPerKey / 1000);
  try {
    for (const [index, key] of keys.entries()) {
      const timestamp = start + (index * msPerKey) / 1000;
      await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...key, timestamp });
      await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: key.key, timestamp: timestamp + 0.001 });
      lastKeyAt.set(page, timestamp + 0.001);
    }
  } finally {
    await cdp.detach();
  }
}

function characters(text: string): Key[] {
  return [...text].map((character) => ({ key: character, text: character, unmodifiedText: character }));
}

/** A keyboard-wedge scan: one keystroke every `msPerKey` ms, then Enter, into whatever has focus. */
export function wedgeScan(page: Page, code: string, msPerKey = 4): Promise<void> {
  const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, text: "\r" };
  return dispatchKeys(page, [...characters(code), enter], msPerKey);
}

/**
 * Text typed by a person, one key every `msPerKey` ms (80: a quick typist),
 * into whatever has focus: never taken for a scan, which wants a few
 * milliseconds a key (desktop's devices/wedge.ts).
 */
export function typeAsAPerson(page: Page, text: string, msPerKey = 80): Promise<void> {
  return dispatchKeys(page, characters(text), msPerKey);
}
