CREATE TABLE "order_fee_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"previous_total" integer NOT NULL,
	"new_total" integer NOT NULL,
	"direction" text NOT NULL,
	"refund_id" uuid,
	"recharge_payment_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_when_ordering";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "diff_shipping_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_show_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "measured" jsonb;--> statement-breakpoint
ALTER TABLE "order_fee_adjustments" ADD CONSTRAINT "order_fee_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_adjustments" ADD CONSTRAINT "order_fee_adjustments_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_adjustments" ADD CONSTRAINT "order_fee_adjustments_recharge_payment_id_payments_id_fk" FOREIGN KEY ("recharge_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_adjustments" ADD CONSTRAINT "order_fee_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_fee_adjustments_kind_unique" ON "order_fee_adjustments" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_unique" ON "payments" USING btree ("order_id") WHERE "payments"."purpose" = 'ORDER';--> statement-breakpoint
CREATE INDEX "payments_recharge_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."purpose" = 'RECHARGE';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_when_ordering" CHECK (("payments"."purpose" <> 'TOPUP') = ("payments"."order_id" is not null));