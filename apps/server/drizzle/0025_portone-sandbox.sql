CREATE TABLE "portone_sandbox_payments" (
	"imp_uid" text PRIMARY KEY NOT NULL,
	"merchant_uid" text NOT NULL,
	"amount" bigint NOT NULL,
	"cancel_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"pay_method" text NOT NULL,
	"pg_provider" text NOT NULL,
	"fail_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portone_sandbox_payments_merchant_uid_unique" UNIQUE("merchant_uid")
);
