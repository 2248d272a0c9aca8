import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debouncedSearch, SEARCH_DEBOUNCE_MS } from "./debounce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("#intake.debouncedSearch", () => {
  it("should search once, for the last query, 500 ms after typing stops", async () => {
    const search = vi.fn(async (query: string) => [`${query}-result`]);
    const { run } = debouncedSearch(search);

    const first = run("a");
    await vi.advanceTimersByTimeAsync(200);
    const second = run("am");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(search).toHaveBeenCalledExactlyOnceWith("am");
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toEqual(["am-result"]);
  });

  it("should drop an answer that arrives after a newer query was typed", async () => {
    let release!: (value: string[]) => void;
    const search = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockImplementationOnce(async () => ["newer"]);
    const { run } = debouncedSearch(search);

    const slow = run("ami");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const fast = run("amina");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    release(["stale"]);

    await expect(slow).resolves.toBeNull();
    await expect(fast).resolves.toEqual(["newer"]);
  });

  it("should stop a pending search on cancel", async () => {
    const search = vi.fn(async () => []);
    const { run, cancel } = debouncedSearch(search);
    const pending = run("x");
    cancel();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(search).not.toHaveBeenCalled();
    await expect(pending).resolves.toBeNull();
  });
});
