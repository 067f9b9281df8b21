-- The price call reads a route's flights and whether post offices serve an address from each
-- server process's cache (flight-repository.ts, serving-post-offices.ts); a booking, a schedule
-- extension or a post-office import says so on the reference channel, so every process drops
-- what it cached. One notice per statement, sent when the transaction commits.
CREATE TRIGGER flights_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flights
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();--> statement-breakpoint
CREATE TRIGGER post_offices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_offices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
