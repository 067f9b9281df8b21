CREATE TABLE "tariff_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_tiers" (
	"route_class" text NOT NULL,
	"tier" text NOT NULL,
	"bands" jsonb NOT NULL,
	"beyond" jsonb NOT NULL,
	CONSTRAINT "tariff_tiers_route_class_tier_pk" PRIMARY KEY("route_class","tier")
);
