ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_refunds_failed_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'FAILED';--> statement-breakpoint
-- Refunds already tried at least once count that try.
UPDATE "payment_refunds" SET "attempts" = 1 WHERE "attempt_at" IS NOT NULL;
