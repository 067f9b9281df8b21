CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"refund_pending" boolean DEFAULT false NOT NULL,
	"refund_attempt_at" timestamp with time zone,
	"txn_ref" text,
	"bank_code" text,
	"provider_transaction_no" text,
	"response_code" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_txn_ref_unique" UNIQUE("txn_ref"),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_amount" between 0 and "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "vnpay_sandbox_transactions" (
	"txn_ref" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"response_code" text NOT NULL,
	"transaction_status" text NOT NULL,
	"transaction_no" text NOT NULL,
	"pay_date" text NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payments_pending_due_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'PENDING' and "payments"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_refund_pending_idx" ON "payments" USING btree ("refund_attempt_at") WHERE "payments"."refund_pending";--> statement-breakpoint
-- A payment's history is evidence (what a gateway said, and when): it is added to, never changed.
CREATE FUNCTION refuse_payment_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_payment_event_change();--> statement-breakpoint
-- Orders placed before payments were recorded: cash waits for pickup, top-up was paid when ordered.
INSERT INTO "payments" ("order_id", "user_id", "method", "provider", "status", "amount", "currency", "paid_at", "created_at", "updated_at")
SELECT "id", "user_id", "payment_method",
  CASE WHEN "payment_method" = 'topup' THEN 'wallet' ELSE 'cash' END,
  CASE WHEN "payment_method" = 'topup' THEN 'PAID' ELSE 'PENDING' END,
  "total", "currency",
  CASE WHEN "payment_method" = 'topup' THEN "created_at" END,
  "created_at", "created_at"
FROM "orders";
