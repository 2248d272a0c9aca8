import type { Knex } from "knex";
import { dropTable } from "./helpers.js";

/**
 * Settings admins change in the back office (the daily storage fee first),
 * one row per key with its value as JSON, and every change kept: who, when,
 * from what to what. The storage fee starts at 50 cents a day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES staff (id) ON DELETE SET NULL
    )
  `);
  await createSettingChanges(knex);
  await knex.raw(`INSERT INTO settings (key, value) VALUES ('storage_fee_cents_per_day', '50')`);
}

/**
 * The settings' change log as this migration made it; admin_changes, which
 * replaced it, makes it again when rolled back.
 */
export async function createSettingChanges(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE setting_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      key text NOT NULL REFERENCES settings (key) ON DELETE CASCADE,
      old_value jsonb,
      new_value jsonb NOT NULL,
      changed_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  // The form shows a setting's latest changes.
  await knex.raw("CREATE INDEX setting_changes_key_latest ON setting_changes (key, id DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await dropTable("setting_changes")(knex);
  await dropTable("settings")(knex);
}
