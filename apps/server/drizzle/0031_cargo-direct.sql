ALTER TABLE "flights" ADD COLUMN "kind" text DEFAULT 'BELLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_kind" CHECK ("flights"."kind" in ('BELLY', 'FREIGHTER'));