CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"bin" text NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"swift_code" text,
	CONSTRAINT "banks_bin_unique" UNIQUE("bin")
);
--> statement-breakpoint
-- GET /v1/paymentcards and the order's bank check read the list from each process's cache; a
-- reload of the data says so on the reference channel, so every process drops what it cached.
CREATE TRIGGER banks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
