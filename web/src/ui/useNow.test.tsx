import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNow } from "./useNow";

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const START = Date.parse("2026-11-28T10:00:00Z");
let unmount: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  unmount?.();
  vi.useRealTimers();
});

/** Renders a component holding the hook; answers each time it rendered with. */
function mount(active: boolean | ((now: number) => boolean), from?: number): number[] {
  const seen: number[] = [];
  function Probe() {
    seen.push(useNow(active, 1000, from));
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Probe />));
  unmount = () => act(() => root.unmount());
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
