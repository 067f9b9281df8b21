CREATE TABLE "extra_services" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"is_default" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "goods_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"package_type" text NOT NULL,
	"category_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"status" text NOT NULL,
	"is_premium" boolean NOT NULL,
	"is_warning" boolean NOT NULL,
	"is_korean" boolean NOT NULL,
	"type" text,
	"fixed_item" jsonb,
	"sort_order" integer NOT NULL
);
