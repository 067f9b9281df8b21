ALTER TABLE "orders" ADD COLUMN "super_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "time_slot" jsonb;