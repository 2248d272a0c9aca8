/**
 * Demo seed: free storage near its end and past it. One parcel in the locker
 * with 5 days of free storage left (the customer's countdown, the staff's
 * near-end list), and one approved 12 days after its free storage ended, so
 * the pay dialog adds 12 days of storage fee to the carrier's price.
 */
import type { Knex } from "knex";
import { arrivedFromForEndDay } from "@ipf/shared/rules/storage";
import { DAY, storyTools, addOffers, box, item, addShippingAddress, type DemoParcelContext } from "./demo-factories.js";

/** Midday of an arrival whose free storage ends `days` days from `now`'s day (UTC; negative: ended). */
function arrivalEndingIn(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(arrivedFromForEndDay(new Date(today + days * DAY)).getTime() + DAY / 2);
}

export async function seedDemoStorage(trx: Knex.Transaction, ctx: DemoParcelContext) {
  const { ago, add } = storyTools(trx, ctx);

  const storageEndingSoon = await add(
    "LX555000111FR",
    "in_locker",
    box(2100, 40, 30, 15),
    arrivalEndingIn(ctx.now, 5),
    {
      items: [item("Coffee machine", 1, 8999, "DE", "851671")],
    },
  );

  const storageEnded = await add("CB555000222FR", "approved", box(1100, 30, 22, 10), arrivalEndingIn(ctx.now, -12), {
    fields: { approval_requested_at: ago(2 * DAY), approved_at: ago(1 * DAY) },
    items: [item("Handbag (leather)", 1, 15900, "IT", "420221")],
  });
  await addShippingAddress(trx, storageEnded.id, ctx.people.customer.address);
  await addOffers(trx, ctx, storageEnded, "maghreb", ["Colissimo International"]);

  return { storageEndingSoon, storageEnded };
}
