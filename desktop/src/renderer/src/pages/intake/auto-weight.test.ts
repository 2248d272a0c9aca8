import { describe, expect, it } from "vitest";
import { afterSave, INITIAL_AUTO_WEIGHT, onScaleReading, onTyped, type AutoWeightState } from "./auto-weight";

const stable = (kg: number) => ({ kg, stable: true, raw: "" });
const moving = (kg: number) => ({ kg, stable: false, raw: "" });

function run(state: AutoWeightState, readings: ReturnType<typeof stable>[]) {
  const fills: (number | null)[] = [];
  for (const reading of readings) {
    const next = onScaleReading(state, reading);
    state = next.state;
    fills.push(next.fill);
  }
  return { state, fills };
}

describe("#intake.autoWeight", () => {
  it("should fill a stable, positive weight and nothing else", () => {
    const { fills } = run(INITIAL_AUTO_WEIGHT, [moving(0.4), moving(1.2), stable(1.234), stable(0)]);
    expect(fills).toEqual([null, null, 1.234, null]);
  });

  it("should never overwrite what the person typed", () => {
    const { fills } = run(onTyped(INITIAL_AUTO_WEIGHT), [stable(2)]);
    expect(fills).toEqual([null]);
  });

  it("should not give the next parcel the weight still on the pan after a save", () => {
    let { state } = run(INITIAL_AUTO_WEIGHT, [stable(1.234)]);
    state = afterSave(state);
    const next = run(state, [stable(1.234), stable(1.234), moving(0.8), stable(0.812)]);
    expect(next.fills).toEqual([null, null, null, 0.812]);
  });

  it("should fill again after a save when a different weight settles", () => {
    let { state } = run(INITIAL_AUTO_WEIGHT, [stable(1.234)]);
    state = afterSave(onTyped(state));
    expect(run(state, [stable(3.5)]).fills).toEqual([3.5]);
  });
});
