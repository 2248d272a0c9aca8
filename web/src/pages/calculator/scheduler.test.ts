import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECALC_DELAY_MS } from "./calculatorRules";
import { createLatest, createRecalcScheduler, pause, type RunMode } from "./scheduler";

describe("recalculation scheduling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A scheduler with a delayed run asked for, and the function it runs. */
  function delayedRun() {
    const run = vi.fn();
    const scheduler = createRecalcScheduler(run, RECALC_DELAY_MS);
    scheduler.later();
    return { run, scheduler };
  }

  it("runs at once for now(), with its mode", () => {
    const runs: RunMode[] = [];
    const scheduler = createRecalcScheduler((mode) => runs.push(mode), RECALC_DELAY_MS);
    scheduler.now();
    scheduler.now("manual");
    expect(runs).toEqual(["auto", "manual"]);
  });

  it("runs once, 2 s after the last of several weight changes", () => {
    const { run, scheduler } = delayedRun();
    vi.advanceTimersByTime(1500);
    scheduler.later();
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith("auto");
    expect(scheduler.pending).toBe(false);
  });

  it("drops a pending delayed run when a country change runs at once", () => {
    const { run, scheduler } = delayedRun();
    scheduler.now();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledOnce();
  });

  it("cancels a pending run", () => {
    const { run, scheduler } = delayedRun();
    scheduler.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it("lets only the newest request write its answer", () => {
    const latest = createLatest();
    const first = latest.begin();
    const second = latest.begin();
    expect(latest.isCurrent(first)).toBe(false);
    expect(latest.isCurrent(second)).toBe(true);
  });

  it("pauses between table calls, and stops when aborted", async () => {
    const done = vi.fn();
    void pause(200).then(done);
    await vi.advanceTimersByTimeAsync(199);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();

    const controller = new AbortController();
    const stopped = pause(200, controller.signal);
    controller.abort(new Error("newer quote"));
    await expect(stopped).rejects.toThrow("newer quote");
  });
});
