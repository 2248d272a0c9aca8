/** Password guesses sent all at once, as a script would: the tests of the limits on checking them. */
import { expect } from "vitest";
import type { TestResponse } from "./harness.js";

/**
 * Sends 50 wrong guesses together (`send` makes the `i`th) and expects at
 * least one and at most `limit` of them checked (400), every other one
 * refused before the check (429), whatever order they arrive in.
 */
export async function expectRacingGuessesCapped(
  send: (i: number) => Promise<TestResponse>,
  limit: number,
): Promise<void> {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i)));
  const checked = answers.filter((a) => a.status === 400);
  expect(checked.length).toBeGreaterThan(0);
  expect(checked.length).toBeLessThanOrEqual(limit);
  expect(checked.length + answers.filter((a) => a.status === 429).length).toBe(50);
}
