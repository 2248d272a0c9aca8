import { nextTask } from "./nextTask";

/**
 * A drawn page's code before it is hydrated, evaluated in steps of a task
 * each. A module graph is evaluated in one task when it is imported: the
 * locker's is mostly the API's schemas (zod builds each schema object at
 * load), which on a mid-range phone held the main thread for half a second
 * in one piece. Taken a part at a time, the biggest parts first on their
 * own, the browser gets the main thread back between them. The page's HTML
 * preloads every one of these chunks (web/scripts/prerender.mjs), so a step
 * waits for no download.
 * Each step is a module whose graph the page would load anyway; a step that
 * stops being one only costs its own chunk.
 *
 * A step takes one binding the site uses, never a module's whole
 * namespace: a namespace taken as a value keeps every export of its module
 * in the bundle, and evaluates it. `import("zod")` kept all of zod's
 * locales and JSON Schema tools (its chunk was 386 KB), and the schema
 * modules' namespaces the staff's schemas, which the site never uses but
 * built at every load. The libraries come through a module of ours
 * (./warm-up/), which imports the binding statically: a binding taken from
 * the library's own dynamic import split the entry chunk in two.
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import("./warm-up/zod"),
  // The phone numbers' metadata, read by the account's and the addresses' schemas.
  () => import("./warm-up/phone-numbers"),
  // What every schema module builds on, the first to make zod's objects: a step of its own.
  () => import("@ipf/shared/schemas/common").then(({ messageResponseSchema }) => messageResponseSchema),
  () => import("@ipf/shared/schemas/auth").then(({ getUserResponseSchema }) => getUserResponseSchema),
  () => import("@ipf/shared/schemas/rates").then(({ calcShippingResponseSchema }) => calcShippingResponseSchema),
  () => import("@ipf/shared/schemas/parcels").then(({ parcelListResponseSchema }) => parcelListResponseSchema),
  () => import("@ipf/shared/schemas/payments").then(({ paymentRequestSchema }) => paymentRequestSchema),
  () => import("@ipf/shared/schemas/purchases").then(({ purchaseDraftSchema }) => purchaseDraftSchema),
  () => import("@ipf/shared/schemas/addresses").then(({ addAddressRequestSchema }) => addAddressRequestSchema),
  () => import("@ipf/shared/schemas/services").then(({ servicesResponseSchema }) => servicesResponseSchema),
  () =>
    import("@ipf/shared/schemas/claims").then(({ insuranceSettingsRequestSchema }) => insuranceSettingsRequestSchema),
  () => import("@ipf/shared/schemas/returns").then(({ returnRequestFormSchema }) => returnRequestFormSchema),
  () => import("@ipf/shared/schemas/pre-alerts").then(({ preAlertFormSchema }) => preAlertFormSchema),
  () => import("@ipf/shared/schemas/support").then(({ createTicketRequestSchema }) => createTicketRequestSchema),
  () => import("../api/contract").then(({ contract }) => contract),
];

export async function warmUp(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
}
