-- Hand-written (issue 30, decision 0561): the full search's folding function, columns and indexes.
-- Nothing here is in schema.ts: the search vectors are read only by server/api/content/search.ts,
-- and leaving them out of the drizzle tables keeps them out of every row the other reads select.
--
-- search_fold: ä/ö/ü/ß (either case) to ae/oe/ue/ss, the same for the indexed vectors and the
-- query, so "Moebel" finds "Möbel" on PostgreSQL 15 as on 18 (decision 0560: only the newer
-- Snowball stemmer folds umlauts itself).
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN replace(replace(replace(replace(replace(replace(replace(replace(t, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss'), 'ẞ', 'SS');
--> statement-breakpoint
-- The vector of a title (weight A, with positions) and a body (stripped: its words without
-- positions or weight, which ts_rank counts as D): the body's positions were most of the index's
-- size on the tenfold data set and only phrase search would need them. Markup tags are not words
-- (the default parser skips them).
CREATE OR REPLACE FUNCTION search_vector(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('german'::regconfig, search_fold(coalesce(title, ''))), 'A')
      || strip(to_tsvector('german'::regconfig, search_fold(left(coalesce(body, ''), 200000))));
--> statement-breakpoint
-- pg_trgm (typo tolerance over titles) lives in a schema of its own: an extension exists once per
-- database, while the test suite gives every file a schema of its own (search_path without public).
CREATE SCHEMA IF NOT EXISTS extensions;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm SCHEMA extensions;
  ELSIF (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm') <> 'extensions' THEN
    ALTER EXTENSION pg_trgm SET SCHEMA extensions;
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_vector("title", "abstract" || ' ' || "text")) STORED;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_vector("title", "abstract" || ' ' || coalesce("location", '') || ' ' || "text")) STORED;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_vector("name", coalesce("description", ''))) STORED;
--> statement-breakpoint
-- A document's vector holds its name and the text inside its file (files.content_text, filled by
-- the extraction job): kept by triggers, since a generated column cannot read another table.
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_vector(NEW.name, (SELECT content_text FROM files WHERE id = NEW.file_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_search_vector BEFORE INSERT OR UPDATE OF name, file_id ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_search_vector();
--> statement-breakpoint
-- The trigger below finds a file's documents by file_id (the extraction job writes one file at a time).
CREATE INDEX IF NOT EXISTS "documents_file_id_idx" ON "documents" ("file_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION files_content_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents SET search_vector = search_vector(name, NEW.content_text) WHERE file_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER files_content_search_vector AFTER UPDATE OF content_text ON files
  FOR EACH ROW WHEN (OLD.content_text IS DISTINCT FROM NEW.content_text) EXECUTE FUNCTION files_content_search_vector();
--> statement-breakpoint
UPDATE documents d SET search_vector = search_vector(d.name, f.content_text) FROM files f WHERE f.id = d.file_id;
--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "calendar_events_search_idx" ON "calendar_events" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "brands_search_idx" ON "brands" USING gin ("search_vector");
--> statement-breakpoint
-- Typos: trigram similarity over the (short) titles only, asked only when the words found nothing.
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin (search_fold("title") extensions.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calendar_events_title_trgm_idx" ON "calendar_events" USING gin (search_fold("title") extensions.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "documents_name_trgm_idx" ON "documents" USING gin (search_fold("name") extensions.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin (search_fold("name") extensions.gin_trgm_ops);
