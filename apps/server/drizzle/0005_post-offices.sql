CREATE TABLE "post_offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"village" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"work_hour_start" text NOT NULL,
	"work_hour_end" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_offices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "post_offices_earth_idx" ON "post_offices" USING gist (ll_to_earth("latitude", "longitude"));