CREATE TABLE "kr_post_code_areas" (
	"post_code" text NOT NULL,
	"province_code" text NOT NULL,
	"district_code" text NOT NULL,
	"village_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"area_count" integer NOT NULL,
	CONSTRAINT "kr_post_code_areas_post_code_village_code_pk" PRIMARY KEY("post_code","village_code")
);
--> statement-breakpoint
CREATE INDEX "kr_post_code_areas_division_idx" ON "kr_post_code_areas" USING btree ("province_code","district_code","village_code","post_code");--> statement-breakpoint
CREATE INDEX "kr_post_code_areas_village_idx" ON "kr_post_code_areas" USING btree ("village_code","post_code");--> statement-breakpoint
CREATE INDEX "kr_post_code_areas_code_prefix_idx" ON "kr_post_code_areas" USING btree ("post_code" text_pattern_ops);