-- The order list's search (issue 37). Both sides of a search are folded here, once: lower case,
-- Vietnamese accents dropped (decomposed, marks removed, recomposed so Hangul stays whole), đ as d.
CREATE FUNCTION order_search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(translate(normalize(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g'), NFC), 'đĐ', 'dd'));--> statement-breakpoint
-- What a search looks in: the code, the receiver's name and the receiver's phone (national digits).
CREATE FUNCTION order_search_key(code text, receiver jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN order_search_fold(concat_ws(' ', code, receiver ->> 'personName', receiver ->> 'phone'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_key" text GENERATED ALWAYS AS (order_search_key(code, receiver)) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_key" gin_trgm_ops);