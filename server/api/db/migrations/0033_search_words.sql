-- Hand-written (issue 30, decision 0567): typo tolerance over the distinct words of the titles
-- instead of trigram indexes over every title. On the tenfold data set the four title trigram
-- indexes were 58 of the search's 168 MB; the words of all titles are a few thousand rows.
--
-- search_words: one row per word (folded and lower case: the key the query's words are compared
-- with), with the spelling it was first seen in (shown as "Ergebnisse für „…“"). Words are only
-- added: a word whose titles are gone leads to a search that finds nothing, as any other word.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY,
  "spelling" text NOT NULL
);
--> statement-breakpoint
-- The words of a text: runs of letters and digits, at least three characters, not only digits
-- (the same rule as searchWordsOf in server/api/content/search.ts).
CREATE OR REPLACE FUNCTION search_words_add(title text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, spelling)
  SELECT DISTINCT ON (lower(search_fold(w))) lower(search_fold(w)), w
  FROM regexp_split_to_table(coalesce(title, ''), '[^0-9A-Za-zÀ-ÖØ-öø-ÿẞ]+') AS w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
-- One trigger function for the four tables: the title column is `title` or `name` (TG_ARGV[0]);
-- each branch reads only its own column, so a table without the other never evaluates it.
CREATE OR REPLACE FUNCTION search_words_of_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'name' THEN
    PERFORM search_words_add(NEW.name);
  ELSE
    PERFORM search_words_add(NEW.title);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER news_search_words AFTER INSERT OR UPDATE OF title ON news
  FOR EACH ROW EXECUTE FUNCTION search_words_of_title('title');
--> statement-breakpoint
CREATE TRIGGER calendar_events_search_words AFTER INSERT OR UPDATE OF title ON calendar_events
  FOR EACH ROW EXECUTE FUNCTION search_words_of_title('title');
--> statement-breakpoint
CREATE TRIGGER documents_search_words AFTER INSERT OR UPDATE OF name ON documents
  FOR EACH ROW EXECUTE FUNCTION search_words_of_title('name');
--> statement-breakpoint
CREATE TRIGGER brands_search_words AFTER INSERT OR UPDATE OF name ON brands
  FOR EACH ROW EXECUTE FUNCTION search_words_of_title('name');
--> statement-breakpoint
SELECT search_words_add(t) FROM (
  SELECT DISTINCT title AS t FROM news
  UNION SELECT title FROM calendar_events
  UNION SELECT name FROM documents
  UNION SELECT name FROM brands
) titles;
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" extensions.gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "news_title_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "calendar_events_title_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "documents_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "brands_name_trgm_idx";
