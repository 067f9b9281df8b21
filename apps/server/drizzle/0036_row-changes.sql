-- What server processes cache per account (its Cargo Direct contract, its wallet balance, the
-- addresses a price call reads) is announced per row, so a change to one account drops only that
-- account's reads (reference-cache.ts): `users:<id>`, `addresses:<user id>`. One notice per row
-- and key, sent when the transaction commits (PostgreSQL folds repeats within a transaction).
CREATE FUNCTION notify_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update names the key before and after (the same key twice is folded into one notice).
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('reference_changed', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('reference_changed', TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER users_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER user_rows_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_row_changed('id');--> statement-breakpoint
CREATE TRIGGER addresses_changed AFTER TRUNCATE ON addresses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER address_rows_changed AFTER INSERT OR UPDATE OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION notify_row_changed('user_id');--> statement-breakpoint
-- A booking changes only a flight's remaining weight: the processes update the cached lists of its
-- route in place (`reference_row_changed`, with the field's name as the server's rows spell it)
-- instead of reading the route again. Any other change to a flight drops its route's lists; a
-- schedule extension (INSERT) or a removal drops every route's. The time makes each notice distinct,
-- so a booking, its return and a second booking in one transaction are never folded into two.
CREATE FUNCTION notify_flight_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'remaining_g') = (to_jsonb(OLD) - 'remaining_g') THEN
    PERFORM pg_notify('reference_row_changed', json_build_object(
      'on', 'flights:' || NEW.origin || '>' || NEW.destination,
      'id', NEW.id,
      'set', json_build_object('remainingG', NEW.remaining_g),
      'at', clock_timestamp())::text);
  ELSE
    PERFORM pg_notify('reference_changed', 'flights:' || OLD.origin || '>' || OLD.destination);
    PERFORM pg_notify('reference_changed', 'flights:' || NEW.origin || '>' || NEW.destination);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER flights_changed ON flights;--> statement-breakpoint
CREATE TRIGGER flights_changed AFTER INSERT OR DELETE OR TRUNCATE ON flights
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER flight_rows_changed AFTER UPDATE ON flights
  FOR EACH ROW EXECUTE FUNCTION notify_flight_changed();
