CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"step" text NOT NULL,
	"hub_name" text,
	"flight" text,
	"cancel_reason" text,
	"recorded_by" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "surcharge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "duty_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- One guard for every append-only table from now on: it names the table it refuses to change.
CREATE FUNCTION refuse_append_only_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON order_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
-- Orders placed before their journey was recorded start with CREATED; those an unpaid payment
-- cancelled end with that cancellation (FAILED or EXPIRED), any other cancelled one without a reason.
INSERT INTO "order_events" ("order_id", "step", "occurred_at")
SELECT "id", 'CREATED', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "step", "cancel_reason", "occurred_at")
SELECT o."id", 'CANCELLED',
  CASE p."status" WHEN 'FAILED' THEN 'PAYMENT_FAILED' WHEN 'EXPIRED' THEN 'PAYMENT_EXPIRED' END,
  COALESCE(p."updated_at", o."created_at")
FROM "orders" o LEFT JOIN "payments" p ON p."order_id" = o."id" AND p."purpose" = 'ORDER'
WHERE o."status" = 'CANCELLED';
