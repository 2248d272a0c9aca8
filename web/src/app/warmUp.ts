import { nextTask } from "./nextTask";

/**
 * A drawn page's code before it is hydrated, evaluated in steps of a task
 * each. A module graph is evaluated in one task when it is imported: the
 * locker's is mostly the API's schemas (zod builds each schema object at
 * load), which on a mid-range phone held the main thread for half a second
 * in one piece. Taken a part at a time, the biggest parts first on their
 * own, the browser gets the main thread back between them. The page's HTML
 * preloads every one of these chunks, so a step waits for no download.
 * Each step is a module whose graph the page would load anyway; a step that
 * stops being one only costs its own chunk.
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import("zod"),
  // The phone numbers' metadata, read by the account's and the addresses' schemas.
  () => import("libphonenumber-js/min"),
  // What every schema module builds on, the first to make zod's objects: a step of its own.
  () => import("@ipf/shared/schemas/common"),
  () => import("@ipf/shared/schemas/auth"),
  () => import("@ipf/shared/schemas/rates"),
  () => import("@ipf/shared/schemas/parcels"),
  () => import("@ipf/shared/schemas/payments"),
  () => import("@ipf/shared/schemas/purchases"),
  () => import("@ipf/shared/schemas/addresses"),
  () => import("@ipf/shared/schemas/services"),
  () => import("@ipf/shared/schemas/claims"),
  () => import("@ipf/shared/schemas/returns"),
  () => import("@ipf/shared/schemas/pre-alerts"),
  () => import("@ipf/shared/schemas/support"),
  () => import("../api/contract"),
];

export async function warmUp(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
}
