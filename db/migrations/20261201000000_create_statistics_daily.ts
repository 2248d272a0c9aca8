import type { Knex } from "knex";

/**
 * The dashboard's counts per UTC day, so that a range of years sums a few
 * thousand rows instead of reading every parcel. One row per (metric, day,
 * key): `country` (shipping addresses by destination, parcel not deleted),
 * `carrier` (parcels paid for or shipped, by carrier, when paid), `shipped`,
 * `received` (parcels not deleted), `signup` (customers), `login`
 * (successful staff sign-ins) and `payment` (completed transactions by
 * currency, with their cents).
 *
 * Kept by triggers, so every writer keeps them right: each change takes the
 * row's old fact out and puts its new one in, with ON CONFLICT increments so
 * that concurrent writes add up. A bulk load with triggers off (COPY under
 * session_replication_role = replica, TRUNCATE) calls statistics_rebuild()
 * after it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE statistics_daily (
      metric text NOT NULL
        CHECK (metric IN ('country', 'carrier', 'shipped', 'received', 'signup', 'login', 'payment')),
      day date NOT NULL,
      key text NOT NULL DEFAULT '',
      count bigint NOT NULL,
      cents bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (metric, day, key)
    )
  `);

  await knex.raw(`
    CREATE FUNCTION statistics_bump(p_metric text, p_at timestamptz, p_key text, p_count integer, p_cents bigint)
      RETURNS void LANGUAGE sql AS $$
      INSERT INTO statistics_daily AS s (metric, day, key, count, cents)
        SELECT p_metric, (p_at AT TIME ZONE 'UTC')::date, p_key, p_count, p_cents
         WHERE p_at IS NOT NULL AND p_key IS NOT NULL
        ON CONFLICT (metric, day, key)
        DO UPDATE SET count = s.count + EXCLUDED.count, cents = s.cents + EXCLUDED.cents
    $$`);

  // Moves one fact: out of its old (day, key), into its new one, when it changed.
  await knex.raw(`
    CREATE FUNCTION statistics_move(p_metric text, old_at timestamptz, old_key text, new_at timestamptz, new_key text)
      RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF old_key IS NULL THEN old_at := NULL; END IF;
      IF new_key IS NULL THEN new_at := NULL; END IF;
      IF (old_at, old_key) IS NOT DISTINCT FROM (new_at, new_key) THEN RETURN; END IF;
      PERFORM statistics_bump(p_metric, old_at, old_key, -1, 0);
      PERFORM statistics_bump(p_metric, new_at, new_key, 1, 0);
    END $$`);

  // The carrier of a parcel: the one it shipped with, else its chosen offer's.
  await knex.raw(`
    CREATE FUNCTION statistics_carrier(p_ship_carrier uuid, p_offer uuid) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT coalesce(p_ship_carrier, (SELECT o.carrier_id FROM shipping_offers o WHERE o.id = p_offer))::text
    $$`);

  // Parcels: received, shipped, carrier; and the destination when a parcel is deleted or restored
  // (its address is the same before and after). A hard delete counts out before the cascade
  // takes the address.
  await knex.raw(`
    CREATE FUNCTION parcels_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_live boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL;
      new_live boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL;
      old_paid timestamptz;
      new_paid timestamptz;
      old_carrier text;
      new_carrier text;
      same_carrier boolean;
      address record;
    BEGIN
      PERFORM statistics_move('received',
        CASE WHEN old_live THEN OLD.created_at END, '', CASE WHEN new_live THEN NEW.created_at END, '');
      PERFORM statistics_move('shipped',
        CASE WHEN old_live AND OLD.state = 'shipped' THEN OLD.shipped_at END, '',
        CASE WHEN new_live AND NEW.state = 'shipped' THEN NEW.shipped_at END, '');
      old_paid := CASE WHEN old_live THEN coalesce(OLD.paid_at, OLD.shipped_at) END;
      new_paid := CASE WHEN new_live THEN coalesce(NEW.paid_at, NEW.shipped_at) END;
      same_carrier := TG_OP = 'UPDATE' AND OLD.ship_carrier_id IS NOT DISTINCT FROM NEW.ship_carrier_id
        AND OLD.chosen_offer_id IS NOT DISTINCT FROM NEW.chosen_offer_id;
      IF NOT (same_carrier AND old_paid IS NOT DISTINCT FROM new_paid) THEN
        IF old_paid IS NOT NULL THEN old_carrier := statistics_carrier(OLD.ship_carrier_id, OLD.chosen_offer_id); END IF;
        IF new_paid IS NOT NULL THEN
          new_carrier := CASE WHEN same_carrier AND old_paid IS NOT NULL THEN old_carrier
                              ELSE statistics_carrier(NEW.ship_carrier_id, NEW.chosen_offer_id) END;
        END IF;
        PERFORM statistics_move('carrier', old_paid, old_carrier, new_paid, new_carrier);
      END IF;
      IF TG_OP <> 'INSERT' AND old_live <> new_live THEN
        SELECT a.created_at, a.country::text AS country INTO address
          FROM parcel_shipping_addresses a WHERE a.parcel_id = OLD.id;
        IF FOUND THEN
          PERFORM statistics_bump('country', address.created_at, address.country, CASE WHEN new_live THEN 1 ELSE -1 END, 0);
        END IF;
      END IF;
      IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcels_statistics_insert AFTER INSERT ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcels_statistics()`);
  await knex.raw(`
    CREATE TRIGGER parcels_statistics_update
      AFTER UPDATE OF state, created_at, paid_at, shipped_at, ship_carrier_id, chosen_offer_id, deleted_at ON parcels
      FOR EACH ROW
      WHEN ((OLD.state, OLD.created_at, OLD.paid_at, OLD.shipped_at, OLD.ship_carrier_id, OLD.chosen_offer_id,
             OLD.deleted_at IS NULL)
            IS DISTINCT FROM
            (NEW.state, NEW.created_at, NEW.paid_at, NEW.shipped_at, NEW.ship_carrier_id, NEW.chosen_offer_id,
             NEW.deleted_at IS NULL))
      EXECUTE FUNCTION parcels_statistics()`);
  await knex.raw(`
    CREATE TRIGGER parcels_statistics_delete BEFORE DELETE ON parcels
      FOR EACH ROW EXECUTE FUNCTION parcels_statistics()`);

  // Destinations: counted while the parcel is not deleted. The parcel is locked (FOR SHARE) so
  // that a delete or restore racing this write waits for it, then sees the address. A parcel
  // gone already is one being deleted: it counted its address out itself.
  await knex.raw(`
    CREATE FUNCTION parcel_shipping_addresses_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      live boolean;
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        SELECT p.deleted_at IS NULL INTO live FROM parcels p WHERE p.id = OLD.parcel_id FOR SHARE;
        IF live THEN PERFORM statistics_bump('country', OLD.created_at, OLD.country::text, -1, 0); END IF;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        SELECT p.deleted_at IS NULL INTO live FROM parcels p WHERE p.id = NEW.parcel_id FOR SHARE;
        IF live THEN PERFORM statistics_bump('country', NEW.created_at, NEW.country::text, 1, 0); END IF;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER parcel_shipping_addresses_statistics
      AFTER INSERT OR DELETE OR UPDATE OF parcel_id, country, created_at ON parcel_shipping_addresses
      FOR EACH ROW EXECUTE FUNCTION parcel_shipping_addresses_statistics()`);

  // A chosen offer whose carrier changes, or that is removed (the parcel's choice is then
  // cleared), moves the parcels counted through it.
  await knex.raw(`
    CREATE FUNCTION shipping_offers_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      paid timestamptz;
    BEGIN
      FOR paid IN
        SELECT coalesce(p.paid_at, p.shipped_at) FROM parcels p
         WHERE p.id = OLD.parcel_id AND p.chosen_offer_id = OLD.id AND p.ship_carrier_id IS NULL
           AND p.deleted_at IS NULL AND coalesce(p.paid_at, p.shipped_at) IS NOT NULL
           FOR SHARE
      LOOP
        PERFORM statistics_move('carrier', paid, OLD.carrier_id::text, paid,
          CASE WHEN TG_OP = 'UPDATE' THEN NEW.carrier_id::text END);
      END LOOP;
      IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER shipping_offers_statistics_update AFTER UPDATE OF carrier_id ON shipping_offers
      FOR EACH ROW WHEN (OLD.carrier_id <> NEW.carrier_id) EXECUTE FUNCTION shipping_offers_statistics()`);
  await knex.raw(`
    CREATE TRIGGER shipping_offers_statistics_delete BEFORE DELETE ON shipping_offers
      FOR EACH ROW EXECUTE FUNCTION shipping_offers_statistics()`);

  await knex.raw(`
    CREATE FUNCTION customers_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM statistics_move('signup',
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.created_at END, '',
        CASE WHEN TG_OP <> 'DELETE' THEN NEW.created_at END, '');
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER customers_statistics AFTER INSERT OR DELETE OR UPDATE OF created_at ON customers
      FOR EACH ROW EXECUTE FUNCTION customers_statistics()`);

  await knex.raw(`
    CREATE FUNCTION login_logs_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM statistics_move('login',
        CASE WHEN TG_OP <> 'INSERT' AND OLD.success THEN OLD.created_at END, '',
        CASE WHEN TG_OP <> 'DELETE' AND NEW.success THEN NEW.created_at END, '');
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER login_logs_statistics AFTER INSERT OR DELETE OR UPDATE OF success, created_at ON login_logs
      FOR EACH ROW EXECUTE FUNCTION login_logs_statistics()`);

  await knex.raw(`
    CREATE FUNCTION transactions_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.state = 'complete' THEN
        PERFORM statistics_bump('payment', OLD.completed_at, OLD.currency::text, -1, -OLD.amount_cents);
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.state = 'complete' THEN
        PERFORM statistics_bump('payment', NEW.completed_at, NEW.currency::text, 1, NEW.amount_cents);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER transactions_statistics_write AFTER INSERT OR DELETE ON transactions
      FOR EACH ROW EXECUTE FUNCTION transactions_statistics()`);
  await knex.raw(`
    CREATE TRIGGER transactions_statistics_update
      AFTER UPDATE OF state, completed_at, currency, amount_cents ON transactions
      FOR EACH ROW
      WHEN ((OLD.state, OLD.completed_at, OLD.currency, OLD.amount_cents)
            IS DISTINCT FROM (NEW.state, NEW.completed_at, NEW.currency, NEW.amount_cents))
      EXECUTE FUNCTION transactions_statistics()`);

  // Every count from the base tables: after a bulk load, and now for the rows already there.
  await knex.raw(`
    CREATE FUNCTION statistics_rebuild() RETURNS void LANGUAGE sql AS $$
      LOCK TABLE statistics_daily IN EXCLUSIVE MODE;
      DELETE FROM statistics_daily;
      INSERT INTO statistics_daily (metric, day, key, count, cents)
      SELECT 'country', (a.created_at AT TIME ZONE 'UTC')::date, a.country::text, count(*), 0
        FROM parcel_shipping_addresses a JOIN parcels p ON p.id = a.parcel_id AND p.deleted_at IS NULL
       GROUP BY 2, 3
      UNION ALL
      SELECT 'carrier', (coalesce(p.paid_at, p.shipped_at) AT TIME ZONE 'UTC')::date,
             coalesce(p.ship_carrier_id, o.carrier_id)::text, count(*), 0
        FROM parcels p LEFT JOIN shipping_offers o ON o.id = p.chosen_offer_id
       WHERE p.deleted_at IS NULL AND coalesce(p.paid_at, p.shipped_at) IS NOT NULL
         AND coalesce(p.ship_carrier_id, o.carrier_id) IS NOT NULL
       GROUP BY 2, 3
      UNION ALL
      SELECT 'shipped', (shipped_at AT TIME ZONE 'UTC')::date, '', count(*), 0
        FROM parcels WHERE deleted_at IS NULL AND state = 'shipped' AND shipped_at IS NOT NULL GROUP BY 2
      UNION ALL
      SELECT 'received', (created_at AT TIME ZONE 'UTC')::date, '', count(*), 0
        FROM parcels WHERE deleted_at IS NULL GROUP BY 2
      UNION ALL
      SELECT 'signup', (created_at AT TIME ZONE 'UTC')::date, '', count(*), 0 FROM customers GROUP BY 2
      UNION ALL
      SELECT 'login', (created_at AT TIME ZONE 'UTC')::date, '', count(*), 0
        FROM login_logs WHERE success GROUP BY 2
      UNION ALL
      SELECT 'payment', (completed_at AT TIME ZONE 'UTC')::date, currency::text, count(*), sum(amount_cents)
        FROM transactions WHERE state = 'complete' AND completed_at IS NOT NULL GROUP BY 2, 3
    $$`);
  await knex.raw("SELECT statistics_rebuild()");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER transactions_statistics_update ON transactions");
  await knex.raw("DROP TRIGGER transactions_statistics_write ON transactions");
  await knex.raw("DROP FUNCTION transactions_statistics()");
  await knex.raw("DROP TRIGGER login_logs_statistics ON login_logs");
  await knex.raw("DROP FUNCTION login_logs_statistics()");
  await knex.raw("DROP TRIGGER customers_statistics ON customers");
  await knex.raw("DROP FUNCTION customers_statistics()");
  await knex.raw("DROP TRIGGER shipping_offers_statistics_delete ON shipping_offers");
  await knex.raw("DROP TRIGGER shipping_offers_statistics_update ON shipping_offers");
  await knex.raw("DROP FUNCTION shipping_offers_statistics()");
  await knex.raw("DROP TRIGGER parcel_shipping_addresses_statistics ON parcel_shipping_addresses");
  await knex.raw("DROP FUNCTION parcel_shipping_addresses_statistics()");
  await knex.raw("DROP TRIGGER parcels_statistics_delete ON parcels");
  await knex.raw("DROP TRIGGER parcels_statistics_update ON parcels");
  await knex.raw("DROP TRIGGER parcels_statistics_insert ON parcels");
  await knex.raw("DROP FUNCTION parcels_statistics()");
  await knex.raw("DROP FUNCTION statistics_rebuild()");
  await knex.raw("DROP FUNCTION statistics_carrier(uuid, uuid)");
  await knex.raw("DROP FUNCTION statistics_move(text, timestamptz, text, timestamptz, text)");
  await knex.raw("DROP FUNCTION statistics_bump(text, timestamptz, text, integer, bigint)");
  await knex.raw("DROP TABLE statistics_daily");
}
