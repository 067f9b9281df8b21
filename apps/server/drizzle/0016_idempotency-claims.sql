CREATE TABLE "idempotency_claims" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"holder" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_claims_user_id_key_pk" PRIMARY KEY("user_id","key")
);
