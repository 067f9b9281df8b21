CREATE TABLE "wallet_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_before" bigint NOT NULL,
	"amount_after" bigint NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_moves" CHECK ("wallet_ledger"."amount" <> 0),
	CONSTRAINT "wallet_ledger_adds_up" CHECK ("wallet_ledger"."amount_after" = "wallet_ledger"."amount_before" + "wallet_ledger"."amount"),
	CONSTRAINT "wallet_ledger_never_negative" CHECK ("wallet_ledger"."amount_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_newest_idx" ON "wallet_ledger" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_payment_unique" ON "wallet_ledger" USING btree ("order_id") WHERE "wallet_ledger"."type" = 'PAYMENT';--> statement-breakpoint
-- Balances set before the ledger existed open it, so every balance equals the sum of its ledger.
INSERT INTO "wallet_ledger" ("user_id", "type", "amount", "amount_before", "amount_after")
SELECT "id", 'CREDIT', "point_topup", 0, "point_topup" FROM "users" WHERE "point_topup" > 0;
