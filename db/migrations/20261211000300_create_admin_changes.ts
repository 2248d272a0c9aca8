import type { Knex } from "knex";
import { createSettingChanges } from "./20261206000001_create_settings.js";
import { createLandedCostChanges } from "./20261207000001_create_landed_cost_changes.js";

/**
 * One change log for every setting admins change in the back office: the
 * storage fee and the customs identifiers (`setting`, by settings key), a
 * destination's duty and VAT figures (`landed_cost`, by country), a service
 * of the catalogue (`service`, by code). Who, when, from what to what (the
 * values as the API speaks them; `before` null for something new). The rows
 * of the two logs it replaces are moved into it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE admin_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      subject text NOT NULL CHECK (subject IN ('setting', 'landed_cost', 'service')),
      key text NOT NULL CHECK (btrim(key) <> ''),
      before jsonb,
      after jsonb NOT NULL,
      changed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  // A screen shows one subject's latest changes, or one record's.
  await knex.raw("CREATE INDEX admin_changes_latest ON admin_changes (subject, key, id DESC)");
  await knex.raw("CREATE INDEX admin_changes_subject_latest ON admin_changes (subject, id DESC)");
  // Moved in the order they were made, so ids keep that order.
  await knex.raw(`
    INSERT INTO admin_changes (subject, key, before, after, changed_by, changed_at)
    SELECT subject, key, before, after, changed_by, changed_at FROM (
      SELECT 'setting' AS subject, key, old_value AS before, new_value AS after, changed_by, changed_at, id AS n
        FROM setting_changes
      UNION ALL
      SELECT 'landed_cost', country, before, after, staff_id, created_at, id FROM landed_cost_changes
    ) moved ORDER BY changed_at, subject, n
  `);
  await knex.raw("DROP TABLE setting_changes");
  await knex.raw("DROP TABLE landed_cost_changes");
}

export async function down(knex: Knex): Promise<void> {
  await createSettingChanges(knex);
  await createLandedCostChanges(knex);
  await knex.raw(`
    INSERT INTO setting_changes (key, old_value, new_value, changed_by, changed_at)
    SELECT key, before, after, changed_by, changed_at FROM admin_changes
     WHERE subject = 'setting' AND key IN (SELECT key FROM settings) ORDER BY id`);
  await knex.raw(`
    INSERT INTO landed_cost_changes (country, staff_id, before, after, created_at)
    SELECT key, changed_by, before, after, changed_at FROM admin_changes
     WHERE subject = 'landed_cost' AND before IS NOT NULL ORDER BY id`);
  await knex.raw("DROP TABLE admin_changes");
}
