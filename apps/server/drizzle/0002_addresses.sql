CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"person_name" text NOT NULL,
	"prefix_phone" text NOT NULL,
	"phone" text NOT NULL,
	"card_id" text,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"village" text NOT NULL,
	"address" text NOT NULL,
	"address_detail" text,
	"post_code" text,
	"pccc" text,
	"additional_info" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_sender" ON "addresses" USING btree ("user_id") WHERE "addresses"."type" = 'SENDER' and "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_receiver" ON "addresses" USING btree ("user_id") WHERE "addresses"."type" = 'RECEIVER' and "addresses"."is_default";