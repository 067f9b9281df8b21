CREATE TABLE "order_goods_items" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"product_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"material" text NOT NULL,
	"goods_url" text,
	CONSTRAINT "order_goods_items_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"effective_on" date NOT NULL,
	"vnd_per_unit" numeric(14, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_effective_on_pk" PRIMARY KEY("currency","effective_on"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."vnd_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "direction" text DEFAULT 'DOMESTIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "clearance_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_clearance_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vnd_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD COLUMN "item_position" integer;--> statement-breakpoint
ALTER TABLE "order_goods_items" ADD CONSTRAINT "order_goods_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_receipts_order_idx" ON "goods_receipts" USING btree ("order_id") WHERE "goods_receipts"."order_id" is not null;--> statement-breakpoint
-- Every server process caches the day's rates (src/db/reference-cache.ts): a staff edit tells them all.
CREATE TRIGGER exchange_rates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
