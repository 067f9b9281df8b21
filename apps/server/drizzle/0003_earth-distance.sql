-- Nearest-place lookups (reverse geocoding, post offices near an address) order by
-- ll_to_earth(lat, lng) <-> ll_to_earth(:lat, :lng) on a GiST index: cube + earthdistance
-- ship with PostgreSQL's contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- Substring search over folded names (autocomplete) uses a trigram GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
