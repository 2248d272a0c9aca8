/**
 * Demo seed: the demo customer's pre-alerts, one parcel expected at the
 * French warehouse and one at the German warehouse long overdue.
 */
import type { Knex } from "knex";
import type { DemoCatalogue } from "./demo-catalogue.js";
import type { DemoPeople } from "./demo-factories.js";

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoPreAlerts(
  trx: Knex.Transaction,
  { catalogue, people, now }: { catalogue: DemoCatalogue; people: DemoPeople; now: Date },
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await trx("pre_alerts").insert([
    {
      customer_id: people.customer.id,
      warehouse_id: catalogue.warehouses.FR,
      store: "Zalando",
      track_number: "1Z999AA10123456784",
      lines: JSON.stringify([
        { description: "Running shoes", quantity: 1, priceCents: 8990, hsCode: "640411" },
        { description: "Sports socks", quantity: 3, priceCents: 450, hsCode: null },
      ]),
      created_at: ago(3),
      updated_at: ago(3),
    },
    {
      customer_id: people.customer.id,
      warehouse_id: catalogue.warehouses.DE,
      store: "Thalia",
      track_number: "4417",
      lines: JSON.stringify([{ description: "Books", quantity: 2, priceCents: 1800, hsCode: "490199" }]),
      created_at: ago(75),
      updated_at: ago(75),
    },
  ]);
}
