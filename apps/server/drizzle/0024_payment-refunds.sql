CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_request_key_unique" UNIQUE("payment_id","request_key"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_refund_pending_idx";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("attempt_at") WHERE "payment_refunds"."status" = 'PENDING';--> statement-breakpoint
-- Refunds decided before this table existed (late successes, given back whole) keep their state.
INSERT INTO "payment_refunds" ("payment_id", "request_key", "reason", "amount", "destination", "status", "attempt_at", "created_at", "completed_at")
SELECT "id", 'late:' || "id", 'LATE_PAYMENT', "refunded_amount", 'gateway',
  CASE WHEN "refund_pending" THEN 'PENDING' ELSE 'DONE' END, "refund_attempt_at", "updated_at",
  CASE WHEN "refund_pending" THEN NULL ELSE "updated_at" END
FROM "payments" WHERE "refunded_amount" > 0;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_pending";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_attempt_at";