import type { Knex } from "knex";

/**
 * Two list queries that slowed down with a million parcels.
 *
 * The staff search for part of a track number: with trigrams, every digit
 * trigram sits in about 1% of the parcels, and intersecting those posting
 * lists cost about 1.5 ms per search. Four-character grams are ten times
 * rarer: the same search reads a few hundred entries and takes about 0.2 ms.
 * `search_grams` gives the four-character grams of a text, upper case; a
 * search of at least four printable ASCII characters asks the index for the
 * rows holding all of its grams, then checks the text on those rows.
 * Shorter or other searches keep the trigram index.
 *
 * The search indexes of parcels stop deferring their updates (GIN's
 * fastupdate): deferred entries wait in a list that every search reads
 * whole until a vacuum merges them, and after a day of intake that list
 * made a search several times slower. A parcel's registration now updates
 * them directly, which costs it well under a millisecond.
 *
 * The suspicious tabs of the work queues (awaiting approval, approved, paid)
 * joined every parcel of the queue to the suspicious customers to count the
 * few that matched: 10 ms for one page at a million parcels. The parcel now
 * carries its owner's flag (`owner_suspicious`), kept by triggers, and the
 * queue indexes lead with it, so a tab and its count read only its own rows.
 */
const QUEUES = [
  ["parcels_awaiting_approval", "approval_requested_at", "awaiting_approval"],
  ["parcels_approved", "approved_at", "approved"],
  ["parcels_paid", "paid_at", "paid"],
] as const;

const SEARCH_INDEXES = ["parcels_track_number_trgm", "parcels_parcel_code_trgm", "parcels_shipped_track_number_trgm"];

export async function up(knex: Knex): Promise<void> {
  for (const name of SEARCH_INDEXES) await knex.raw(`ALTER INDEX ${name} SET (fastupdate = off)`);
  // Repeated grams are kept: the index and @> take each once, and not sorting them makes the
  // index faster to build.
  await knex.raw(`
    CREATE FUNCTION search_grams(text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT ARRAY(SELECT substr(upper($1), i, 4) FROM generate_series(1, length($1) - 3) AS i) $$`);
  await knex.raw(
    "CREATE INDEX parcels_track_number_grams ON parcels USING gin (search_grams(track_number)) WITH (fastupdate = off)",
  );

  await knex.raw("ALTER TABLE parcels ADD COLUMN owner_suspicious boolean NOT NULL DEFAULT false");
  await knex.raw(`
    UPDATE parcels p SET owner_suspicious = true
      FROM customers c WHERE c.id = p.customer_id AND c.suspicious`);
  // A new parcel, or one moved to another customer, takes its owner's flag.
  // FOR SHARE: a change of the flag running at the same time either waits for
  // this transaction (and then updates this parcel too) or is waited for
  // (and its new value is read here).
  await knex.raw(`
    CREATE FUNCTION parcels_take_owner_suspicious() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT c.suspicious INTO NEW.owner_suspicious FROM customers c WHERE c.id = NEW.customer_id FOR SHARE;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcels_take_owner_suspicious BEFORE INSERT OR UPDATE OF customer_id ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcels_take_owner_suspicious()`);
  await knex.raw(`
    CREATE FUNCTION customers_give_suspicious() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE parcels SET owner_suspicious = NEW.suspicious
        WHERE customer_id = NEW.id AND owner_suspicious <> NEW.suspicious;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER customers_give_suspicious AFTER UPDATE OF suspicious ON customers
      FOR EACH ROW WHEN (OLD.suspicious IS DISTINCT FROM NEW.suspicious)
      EXECUTE FUNCTION customers_give_suspicious()`);

  for (const [name, clock, state] of QUEUES) {
    await knex.raw(`DROP INDEX ${name}`);
    await knex.raw(
      `CREATE INDEX ${name} ON parcels (owner_suspicious, ${clock}, id)
         WHERE state = '${state}' AND deleted_at IS NULL`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name, clock, state] of QUEUES) {
    await knex.raw(`DROP INDEX ${name}`);
    await knex.raw(
      `CREATE INDEX ${name} ON parcels (${clock}, id) INCLUDE (customer_id)
         WHERE state = '${state}' AND deleted_at IS NULL`,
    );
  }
  await knex.raw("DROP TRIGGER customers_give_suspicious ON customers");
  await knex.raw("DROP FUNCTION customers_give_suspicious()");
  await knex.raw("DROP TRIGGER parcels_take_owner_suspicious ON parcels");
  await knex.raw("DROP FUNCTION parcels_take_owner_suspicious()");
  await knex.raw("ALTER TABLE parcels DROP COLUMN owner_suspicious");
  await knex.raw("DROP INDEX parcels_track_number_grams");
  await knex.raw("DROP FUNCTION search_grams(text)");
  for (const name of SEARCH_INDEXES) await knex.raw(`ALTER INDEX ${name} RESET (fastupdate)`);
}
