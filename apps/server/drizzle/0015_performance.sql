DROP INDEX "addresses_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
CREATE INDEX "addresses_user_default_order_idx" ON "addresses" USING btree ("user_id",("type" = 'SENDER' and "is_default") desc nulls first,("type" = 'RECEIVER' and "is_default") desc nulls first,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_newest_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_status_newest_idx" ON "orders" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_flight_idx" ON "orders" USING btree ("flight_id");--> statement-breakpoint
-- Reference data is cached by every server process (src/db/reference-cache.ts); a write to one of
-- these tables tells them all, once per statement and only when the transaction commits.
CREATE FUNCTION notify_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  reference_table text;
BEGIN
  FOREACH reference_table IN ARRAY ARRAY['site_settings', 'tariff_tiers', 'tariff_settings', 'products',
    'goods_categories', 'extra_services', 'package_types', 'airports', 'divisions']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed()',
      reference_table || '_changed', reference_table);
  END LOOP;
END;
$$;
