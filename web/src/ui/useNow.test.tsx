import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountHook, unmountHooks } from "../testing/mountHook";
import { useNow } from "./useNow";

const START = Date.parse("2026-11-28T10:00:00Z");
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  unmountHooks();
  vi.useRealTimers();
});

/** Renders a component holding the hook; answers each time it rendered with. */
function mount(active: boolean | ((now: number) => boolean), from?: number): number[] {
  const seen: number[] = [];
  mountHook(() => seen.push(useNow(active, 1000, from)));
  return seen;
}

describe("useNow", () => {
  it("starts at the drawn time, then follows the clock every second", () => {
    const seen = mount(true, START - 5_000);
    expect(seen[0]).toBe(START - 5_000);
    expect(seen.at(-1)).toBe(START);
    act(() => vi.advanceTimersByTime(2_000));
    expect(seen.at(-1)).toBe(START + 2_000);
  });

  it("ticks only while the time shown says something counts down, and stops after", () => {
    const until = START + 2_500;
    const seen = mount((now) => now < until);
    act(() => vi.advanceTimersByTime(3_000));
    // Ticked past the end once, then stood still: no render a second for nothing.
    expect(seen.at(-1)).toBe(START + 3_000);
    const renders = seen.length;
    act(() => vi.advanceTimersByTime(10_000));
    expect(seen.length).toBe(renders);
  });

  it("never ticks when nothing counts down", () => {
    const seen = mount(() => false, START - 5_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(seen).toEqual([START - 5_000]);
  });
});
