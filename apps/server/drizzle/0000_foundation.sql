CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"prefix_phone" text,
	"phone" text,
	"customer_code" text,
	"password_hash" text NOT NULL,
	"name" text,
	"email" text,
	"iden_number" text,
	"gender" text,
	"birth" date,
	"country" text,
	"province" text,
	"district" text,
	"village" text,
	"address" text,
	"company_name" text,
	"tax_number" text,
	"company_phone" text,
	"company_representative" text,
	"point_topup" bigint DEFAULT 0 NOT NULL,
	"has_cargo_contract" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_by_type" CHECK (("users"."type" = 'P' and "users"."phone" is not null) or ("users"."type" = 'B' and "users"."customer_code" is not null)),
	CONSTRAINT "users_point_topup_non_negative" CHECK ("users"."point_topup" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "blogs_setting_key_unique" UNIQUE("setting_key")
);
--> statement-breakpoint
CREATE TABLE "package_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"alt" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("prefix_phone","phone");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_code_unique" ON "users" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_lang_unique" ON "static_pages" USING btree ("slug","lang");