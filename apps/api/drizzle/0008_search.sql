CREATE TABLE "post_search" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tags" text NOT NULL,
	"body" text NOT NULL,
	"doc" text NOT NULL,
	"grams" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"canonical" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_search" ADD CONSTRAINT "post_search_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_grams_idx" ON "post_search" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "post_search_doc_trgm_idx" ON "post_search" USING gin ("doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_synonyms_canonical_idx" ON "search_synonyms" USING btree ("canonical");--> statement-breakpoint
-- Search (docs/decisions.md, Search). search_normalize: NFKC, lower case, split into tokens at
-- spaces, punctuation (except + and #, so c++ and c# stay words), symbols and emoji; the tokens
-- between single spaces with a space at both ends. The separator class is SEARCH_SEPARATOR in
-- apps/api/src/modules/search/normalize.ts, which splits queries the same way.
CREATE OR REPLACE FUNCTION search_normalize(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(' ' || nullif(array_to_string(array_remove(regexp_split_to_array(
    lower(normalize(coalesce(t, ''), NFKC)),
    '[\x01-\x22\x24-\x2a\x2c-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\s\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u2bff\u3000-\u303f\ufe0f\U0001f000-\U0001faff]+'
  ), ''), ' '), '') || ' ', '')
$$;
--> statement-breakpoint
-- Every character and every character bigram of every token: a word of one or two characters is
-- found through the GIN index on this array (pg_trgm needs three).
CREATE OR REPLACE FUNCTION search_grams(doc text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(tok, i, 2) AS g FROM regexp_split_to_table(doc, ' ') AS tok, generate_series(1, char_length(tok) - 1) AS i
    UNION ALL
    SELECT substr(tok, i, 1) FROM regexp_split_to_table(doc, ' ') AS tok, generate_series(1, char_length(tok)) AS i
  ) s WHERE g <> ''
$$;
--> statement-breakpoint
-- The write path keeps the document: search_refresh(post) rebuilds one post's row from its fields,
-- its tags and its source; triggers call it on every insert and every change of those.
CREATE OR REPLACE FUNCTION search_refresh(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t_title text;
  t_tags text;
  t_body text;
BEGIN
  SELECT search_normalize(p.title),
         search_normalize((SELECT string_agg(t.name, ' ') FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
                           WHERE pt.post_id = p.id)),
         search_normalize(concat_ws(' ', p.description, s.name, p.author))
    INTO t_title, t_tags, t_body
    FROM posts p JOIN sources s ON s.id = p.source_id WHERE p.id = target;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO post_search (post_id, title, tags, body, doc, grams)
    VALUES (target, t_title, t_tags, t_body, t_title || t_tags || t_body, search_grams(t_title || t_tags || t_body))
    ON CONFLICT (post_id) DO UPDATE SET title = excluded.title, tags = excluded.tags, body = excluded.body,
      doc = excluded.doc, grams = excluded.grams;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_search_document AFTER INSERT OR UPDATE OF title, description, author, source_id ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_document();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_tags_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(OLD.post_id);
  ELSE
    PERFORM search_refresh(NEW.post_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_tags_search_document AFTER INSERT OR DELETE ON post_tags
  FOR EACH ROW EXECUTE FUNCTION post_tags_search_document();
--> statement-breakpoint
-- A renamed tag or source: rebuild the posts that carry it.
CREATE OR REPLACE FUNCTION tags_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(post_id) FROM post_tags WHERE tag_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tags_search_document AFTER UPDATE OF name ON tags
  FOR EACH ROW EXECUTE FUNCTION tags_search_document();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sources_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(id) FROM posts WHERE source_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sources_search_document AFTER UPDATE OF name ON sources
  FOR EACH ROW EXECUTE FUNCTION sources_search_document();
--> statement-breakpoint
-- Backfill the posts that exist.
SELECT search_refresh(id) FROM posts;
--> statement-breakpoint
-- A starting set of synonyms; operators edit them with `npm run ops -- synonyms add|list|remove`.
INSERT INTO search_synonyms (term, canonical) VALUES
  ('react', 'react'), ('리액트', 'react'),
  ('kubernetes', 'kubernetes'), ('쿠버네티스', 'kubernetes'), ('k8s', 'kubernetes'),
  ('javascript', 'javascript'), ('자바스크립트', 'javascript'), ('js', 'javascript'),
  ('typescript', 'typescript'), ('타입스크립트', 'typescript'), ('ts', 'typescript'),
  ('python', 'python'), ('파이썬', 'python'),
  ('java', 'java'), ('자바', 'java'),
  ('docker', 'docker'), ('도커', 'docker'),
  ('spring', 'spring'), ('스프링', 'spring'),
  ('ai', 'ai'), ('인공지능', 'ai'),
  ('frontend', 'frontend'), ('프론트엔드', 'frontend'), ('프런트엔드', 'frontend'),
  ('backend', 'backend'), ('백엔드', 'backend'),
  ('developer', 'developer'), ('개발자', 'developer'),
  ('interview', 'interview'), ('면접', 'interview'),
  ('hiring', 'hiring'), ('채용', 'hiring')
ON CONFLICT (term) DO NOTHING;
