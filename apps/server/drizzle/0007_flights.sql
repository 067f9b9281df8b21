CREATE TABLE "airports" (
	"iata" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"municipality" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"has_scheduled_service" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"aircraft" text NOT NULL,
	"capacity_g" integer NOT NULL,
	"remaining_g" integer NOT NULL,
	CONSTRAINT "flights_remaining_within_capacity" CHECK ("flights"."remaining_g" >= 0 and "flights"."remaining_g" <= "flights"."capacity_g")
);
--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_origin_airports_iata_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_destination_airports_iata_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_province_idx" ON "airports" USING btree ("country","province");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_number_departure_unique" ON "flights" USING btree ("flight_number","departure_at");--> statement-breakpoint
CREATE INDEX "flights_route_departure_idx" ON "flights" USING btree ("origin","destination","departure_at");