ALTER TABLE "payments" ADD COLUMN "virtual_account" jsonb;--> statement-breakpoint
ALTER TABLE "portone_sandbox_payments" ADD COLUMN "vbank_name" text;--> statement-breakpoint
ALTER TABLE "portone_sandbox_payments" ADD COLUMN "vbank_num" text;--> statement-breakpoint
ALTER TABLE "portone_sandbox_payments" ADD COLUMN "vbank_holder" text;--> statement-breakpoint
ALTER TABLE "portone_sandbox_payments" ADD COLUMN "vbank_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portone_sandbox_payments" ADD COLUMN "notice_url" text;