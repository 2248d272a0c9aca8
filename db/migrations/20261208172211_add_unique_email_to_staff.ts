import type { Knex } from "knex";

/**
 * No two staff accounts share an e-mail address (compared case-blind; an
 * account may have none). Admins now edit the address, and the index keeps
 * two edits made at once from both taking the same one.
 */
export async function up(knex: Knex): Promise<void> {
  // Said plainly rather than as the index's own failure: which accounts to fix before migrating again.
  const { rows } = await knex.raw<{ rows: { email: string; usernames: string }[] }>(`
    SELECT lower(email) AS email, string_agg(username, ', ' ORDER BY username) AS usernames
    FROM staff WHERE email IS NOT NULL GROUP BY lower(email) HAVING count(*) > 1
  `);
  if (rows.length) {
    const list = rows.map((row) => `${row.email} (${row.usernames})`).join("; ");
    throw new Error(`Staff accounts share an e-mail address; give each its own, then migrate again: ${list}`);
  }
  await knex.raw("CREATE UNIQUE INDEX staff_email_unique ON staff (lower(email))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX staff_email_unique");
}
