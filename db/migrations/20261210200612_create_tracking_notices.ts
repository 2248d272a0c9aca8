import type { Knex } from "knex";

/** The tracking statuses the customer is told of (api/src/services/tracking-notices.ts). */
const KINDS = ["out_for_delivery", "delivered", "delivery_failed", "on_hold", "returned", "ready_for_pickup"];

export async function up(knex: Knex): Promise<void> {
  // One row per tracking notice sent to the customer (a notification and an e-mail): the status it
  // told of and the time of the carrier's event it was about. The key makes a replayed webhook, a
  // poll reading the same event, or two webhooks at once send it once.
  await knex.raw(`
    CREATE TABLE parcel_tracking_notices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tracker_id uuid NOT NULL REFERENCES parcel_trackers (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN (${KINDS.map((kind) => `'${kind}'`).join(", ")})),
      event_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tracker_id, kind, event_at)
    )
  `);
  // Trackers already at one of these statuses count as told: the first read after this change
  // does not send what the customer could have seen weeks ago.
  await knex.raw(
    `
    INSERT INTO parcel_tracking_notices (tracker_id, kind, event_at)
    SELECT t.id, t.status, coalesce(
      (SELECT max(e.occurred_at) FROM parcel_tracking_events e WHERE e.tracker_id = t.id AND e.status = t.status),
      t.last_event_at,
      'epoch'::timestamptz
    )
    FROM parcel_trackers t
    WHERE t.status = ANY (?)
  `,
    [KINDS],
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE parcel_tracking_notices");
}
