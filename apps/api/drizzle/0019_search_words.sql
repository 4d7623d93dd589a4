ALTER TABLE "post_search" ADD COLUMN "words" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search words (docs/decisions.md, Search: Cost): every token of each field, and the same token
-- without each Korean particle it may end in (SEARCH_JOSA in packages/contracts; the test
-- "search_words strips exactly SEARCH_JOSA" holds the two lists equal), each as ` f:form ` with f
-- the field (t title, g tags, b body). A whole-word match is then one strpos() instead of a
-- regular expression per field and candidate. ':' is a separator, so a token never holds one.
CREATE OR REPLACE FUNCTION search_words(title text, tags text, body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || coalesce(string_agg(DISTINCT d.f || ':' || w.form, ' '), '') || ' '
  FROM (VALUES ('t', title), ('g', tags), ('b', body)) AS d(f, doc)
  CROSS JOIN LATERAL regexp_split_to_table(d.doc, ' ') AS tok
  CROSS JOIN LATERAL (
    SELECT tok AS form
    UNION ALL
    SELECT left(tok, -char_length(j)) FROM unnest(array['입니다', '에서는', '으로는', '에게서', '이라는', '께서', '에서',
      '으로', '에게', '한테', '까지', '부터', '이다', '이나', '라는', '처럼', '보다', '하고', '이랑', '에는', '와', '과', '을',
      '를', '이', '가', '은', '는', '의', '에', '로', '도', '만', '랑']) AS j
    WHERE char_length(tok) > char_length(j) AND right(tok, char_length(j)) = j
  ) AS w
  WHERE tok <> ''
$$;
--> statement-breakpoint
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
  INSERT INTO post_search (post_id, title, tags, body, doc, grams, words)
    VALUES (target, t_title, t_tags, t_body, t_title || t_tags || t_body, search_grams(t_title || t_tags || t_body),
            search_words(t_title, t_tags, t_body))
    ON CONFLICT (post_id) DO UPDATE SET title = excluded.title, tags = excluded.tags, body = excluded.body,
      doc = excluded.doc, grams = excluded.grams, words = excluded.words;
END
$$;
--> statement-breakpoint
UPDATE post_search SET words = search_words(title, tags, body);
