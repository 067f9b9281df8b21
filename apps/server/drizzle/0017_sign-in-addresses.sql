CREATE TABLE "sign_in_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_account_address_pk" PRIMARY KEY("account","address")
);
