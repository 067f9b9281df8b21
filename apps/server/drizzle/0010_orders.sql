CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_vat_info" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"tax_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"platform" text NOT NULL,
	"package_type" text NOT NULL,
	"tier" text NOT NULL,
	"delivery_type" text NOT NULL,
	"transport_rule" text NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"sender_point" jsonb,
	"receiver_point" jsonb,
	"product" jsonb NOT NULL,
	"weight_g" integer NOT NULL,
	"dimension" text NOT NULL,
	"chargeable_weight_g" integer NOT NULL,
	"flight_id" uuid,
	"shipping_fee" integer NOT NULL,
	"extras" jsonb NOT NULL,
	"extras_total" integer NOT NULL,
	"discount" integer NOT NULL,
	"voucher_code" text,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"est_date_time" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "order_vat_info" ADD CONSTRAINT "order_vat_info_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;