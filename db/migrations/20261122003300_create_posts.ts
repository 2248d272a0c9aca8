import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS, translatedText } from "./helpers.js";

export async function up(knex: Knex): Promise<void> {
  // Promotional posts. title and content are {en, ar, fr}; website is
  // {title, url}. A discount (percent) exists only on SALES posts.
  await knex.raw(`
    CREATE TABLE posts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('BLOG', 'SALES', 'RESTOCK', 'LIMITED')),
      title jsonb NOT NULL CHECK (${translatedText("title")}),
      content jsonb NOT NULL CHECK (${translatedText("content")}),
      image_path text,
      warehouse_id uuid NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      discount smallint CHECK (discount BETWEEN 0 AND 100),
      website jsonb CHECK (website IS NULL OR jsonb_typeof(website) = 'object'),
      expires_at timestamptz NOT NULL,
      created_by uuid REFERENCES staff (id) ON DELETE SET NULL,
      ${TIMESTAMPS},
      CONSTRAINT posts_discount_only_for_sales CHECK (type = 'SALES' OR discount IS NULL)
    )
  `);
  await knex.raw("CREATE INDEX posts_created_at ON posts (created_at DESC)");
  await knex.raw("CREATE INDEX posts_expires_at ON posts (expires_at)");
  await addUpdatedAtTrigger(knex, "posts");
}

export const down = dropTable("posts");
