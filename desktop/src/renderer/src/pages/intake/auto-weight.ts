import type { WeightReading } from "@ipf/shared/bridge";

/**
 * When a scale reading may fill the weight field by itself. Only a stable,
 * positive weight; never over what the person typed; and not the previous
 * parcel's weight again: after a save, the scale has to move (an unstable
 * frame, an empty pan, another weight) before it fills the next form.
 */
export interface AutoWeightState {
  /** The person typed in the weight field: hands off until the next parcel. */
  touched: boolean;
  /** The scale moved since the last fill: the next stable weight is a new parcel's. */
  armed: boolean;
  lastFilled: number | null;
}

export const INITIAL_AUTO_WEIGHT: AutoWeightState = { touched: false, armed: true, lastFilled: null };

export function onScaleReading(
  state: AutoWeightState,
  reading: WeightReading,
): { state: AutoWeightState; fill: number | null } {
  const moved = !reading.stable || reading.kg <= 0 || reading.kg !== state.lastFilled;
  const armed = state.armed || moved;
  if (state.touched || !armed || !reading.stable || reading.kg <= 0) {
    return { state: { ...state, armed }, fill: null };
  }
  return { state: { touched: false, armed: true, lastFilled: reading.kg }, fill: reading.kg };
}

/** The form was saved and cleared: the parcel that was weighed may still be on the pan. */
export function afterSave(state: AutoWeightState): AutoWeightState {
  return { touched: false, armed: false, lastFilled: state.lastFilled };
}

export function onTyped(state: AutoWeightState): AutoWeightState {
  return { ...state, touched: true };
}
