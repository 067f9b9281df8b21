ALTER TABLE "divisions" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "divisions_search_idx" ON "divisions" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "divisions_village_earth_idx" ON "divisions" USING gist (ll_to_earth("lat", "lng")) WHERE "divisions"."level" = 'village';