CREATE TABLE "divisions" (
	"country" text NOT NULL,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"parent_code" text NOT NULL,
	"province_code" text NOT NULL,
	"name_local" text NOT NULL,
	"name_en" text NOT NULL,
	"full_name_local" text NOT NULL,
	"full_name_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "divisions_country_level_code_pk" PRIMARY KEY("country","level","code")
);
--> statement-breakpoint
CREATE TABLE "legacy_vn_wards" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"district_code" text NOT NULL,
	"district_full_name" text NOT NULL,
	"province_code" text NOT NULL,
	"province_full_name" text NOT NULL,
	"new_ward_codes" text[] NOT NULL,
	"new_province_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "divisions_children_idx" ON "divisions" USING btree ("country","level","parent_code","name_local");--> statement-breakpoint
CREATE INDEX "legacy_vn_wards_district_idx" ON "legacy_vn_wards" USING btree ("district_code");