/**
 * The demo seed: a development database that shows every screen with
 * something on it. It refuses to run in production and runs once per
 * database (app_meta.demo_seeded_at).
 */
import type { Knex } from "knex";
import { hash } from "@node-rs/argon2";
import { seedDemoActivity } from "./demo-activity.js";
import { seedDemoPreAlerts } from "./demo-pre-alerts.js";
import { seedDemoReturns } from "./demo-returns.js";
import { seedDemoPurchases } from "./demo-purchases.js";
import { seedDemoCatalogue } from "./demo-catalogue.js";
import { seedDemoParcels } from "./demo-parcels.js";
import { insertAddress, insertCustomer, type DemoPeople, type DemoUsername } from "./demo-factories.js";

const MESSAGES = {
  production: "Refusing to seed demo data: NODE_ENV is production. The demo accounts share a public password.",
};

export const DEMO_PASSWORD = "demo-password";
export const DEMO_CUSTOMER_EMAIL = "demo@ipf.example";

export interface DemoStaff {
  username: DemoUsername;
  groupId: 1 | 2 | 3 | 4;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { username: "admin", groupId: 1 },
  { username: "support", groupId: 2 },
  { username: "intake", groupId: 3 },
  { username: "ops", groupId: 4 },
];

const STAFF_NAMES: Record<DemoUsername, string> = {
  admin: "Claire Martin",
  support: "Karim Mansouri",
  intake: "Lucas Bernard",
  ops: "Nadia Haddad",
};

const DEMO_SEEDED_KEY = "demo_seeded_at";

// The API's argon2id parameters (OWASP baseline), so the hashes look like
// the ones sign-up writes. `algorithm: 2` is Argon2id: the package exports
// the enum as an ambient const enum, which isolated modules cannot read.
const HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Seeds the demo once. Answers true when it wrote the demo, false when the
 * database already had it.
 */
export async function seedDemo(db: Knex): Promise<boolean> {
  if (process.env.NODE_ENV === "production") throw new Error(MESSAGES.production);
  if (await db("app_meta").where({ key: DEMO_SEEDED_KEY }).first()) return false;

  const now = new Date();
  const passwordHashes = await Promise.all(
    Array.from({ length: DEMO_STAFF.length + 2 }, () => hash(DEMO_PASSWORD, HASH_OPTIONS)),
  );
  return db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('ipf:seed'))");
    const claimed = await trx("app_meta")
      .insert({ key: DEMO_SEEDED_KEY, value: now.toISOString() })
      .onConflict("key")
      .ignore()
      .returning("key");
    if (claimed.length === 0) return false;

    const catalogue = await seedDemoCatalogue(trx, now);
    const people = await seedDemoPeople(trx, passwordHashes, now);
    const parcels = await seedDemoParcels(trx, { catalogue, people, now });
    await seedDemoActivity(trx, { catalogue, people, parcels, now });
    await seedDemoPreAlerts(trx, { catalogue, people, now });
    await seedDemoReturns(trx, { catalogue, people, now });
    await seedDemoPurchases(trx, { catalogue, people, now });
    return true;
  });
}

async function seedDemoPeople(trx: Knex.Transaction, hashes: string[], now: Date): Promise<DemoPeople> {
  const nextHash = () => {
    const value = hashes.pop();
    if (!value) throw new Error("Not enough password hashes for the demo accounts");
    return value;
  };
  const staff = {} as Record<DemoUsername, string>;
  for (const member of DEMO_STAFF) {
    const [row] = await trx("staff")
      .insert({
        username: member.username,
        full_name: STAFF_NAMES[member.username],
        email: `${member.username}@ipf.example`,
        group_id: member.groupId,
        password_hash: nextHash(),
      })
      .returning<{ id: string }[]>("id");
    staff[member.username] = row!.id;
  }

  const customerId = await insertCustomer(trx, {
    first_name: "Amina",
    last_name: "Benali",
    email: DEMO_CUSTOMER_EMAIL,
    phone: "+213555123456",
    country: "DZ",
    language: "ar",
    password_hash: nextHash(),
    created_at: new Date(now.getTime() - 240 * 24 * 60 * 60 * 1000),
  });
  await trx("customer_settings").insert({ customer_id: customerId, image_request: true });
  const customerAddress = await insertAddress(trx, {
    customer_id: customerId,
    title: "My First Address",
    name: "Amina Benali",
    country: "DZ",
    city: "Alger",
    zip: "16035",
    address_line_one: "12 Rue Didouche Mourad",
    address_line_two: "Appartement 4, 2e étage",
    national_id: "109870123456789012",
    phone: "+213555123456",
  });
  await insertAddress(trx, {
    customer_id: customerId,
    title: "My Second Address",
    name: "Amina Benali",
    country: "FR",
    city: "Lyon",
    zip: "69003",
    address_line_one: "45 Cours Lafayette",
    address_line_two: "",
    national_id: null,
    phone: "+33612345678",
  });

  const suspiciousId = await insertCustomer(trx, {
    first_name: "Yacine",
    last_name: "Bouzid",
    email: "yacine@ipf.example",
    phone: "+212612345678",
    country: "MA",
    language: "fr",
    password_hash: nextHash(),
    suspicious: true,
    suspicion_reason: "Card payments disputed twice in a month; check identity before approving.",
    created_at: new Date(now.getTime() - 40 * 24 * 60 * 60 * 1000),
  });
  const suspiciousAddress = await insertAddress(trx, {
    customer_id: suspiciousId,
    title: "My First Address",
    name: "Yacine Bouzid",
    country: "MA",
    city: "Casablanca",
    zip: "20250",
    address_line_one: "27 Boulevard d'Anfa",
    address_line_two: "Résidence Al Manar, apt 12",
    national_id: null,
    phone: "+212612345678",
  });

  return {
    staff,
    customer: { id: customerId, address: customerAddress },
    suspicious: { id: suspiciousId, address: suspiciousAddress },
  };
}
