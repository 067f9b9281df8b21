CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"local_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"kind" text DEFAULT 'Voucher' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"max_discount" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"daily_limit" integer,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"product_ids" integer[],
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_percent_range" CHECK ("vouchers"."discount_type" <> 'percent' or "vouchers"."discount_amount" between 1 and 100),
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."starts_at" < "vouchers"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_customer_idx" ON "voucher_redemptions" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_day_idx" ON "voucher_redemptions" USING btree ("voucher_id","local_day");