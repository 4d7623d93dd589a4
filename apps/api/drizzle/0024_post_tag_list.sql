ALTER TABLE "posts" ADD COLUMN "tag_list" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- posts.tag_list is kept on the write path (issue 13 item 5): the post's tags as the pages read
-- as one JSON value carry them, so a page reads one column per post instead of looking its tags up.
CREATE OR REPLACE FUNCTION post_tag_list(target integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'iconKey', t.icon_key) ORDER BY pt.position), '[]'::json)
  FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
  WHERE pt.post_id = target
$$;
--> statement-breakpoint
-- Links added or removed: one UPDATE per statement for the posts it touched (an ingest pass adds a
-- post's tags in one insert), from the statement's transition table.
CREATE OR REPLACE FUNCTION post_tags_tag_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts p SET tag_list = post_tag_list(p.id) WHERE p.id IN (SELECT DISTINCT post_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_tags_insert_tag_list AFTER INSERT ON post_tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_tags_tag_list();
--> statement-breakpoint
CREATE TRIGGER post_tags_delete_tag_list AFTER DELETE ON post_tags
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_tags_tag_list();
--> statement-breakpoint
-- A link moved (position, tag or post): the posts on both sides of the change.
CREATE OR REPLACE FUNCTION post_tags_update_tag_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts p SET tag_list = post_tag_list(p.id)
    WHERE p.id IN (SELECT post_id FROM changed UNION SELECT post_id FROM changed_before);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_tags_update_tag_list AFTER UPDATE ON post_tags
  REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION post_tags_update_tag_list();
--> statement-breakpoint
-- A tag renamed or given another icon: the posts that carry it.
CREATE OR REPLACE FUNCTION tags_tag_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts p SET tag_list = post_tag_list(p.id) WHERE p.id IN (SELECT post_id FROM post_tags WHERE tag_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tags_tag_list AFTER UPDATE OF name, icon_key ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.icon_key IS DISTINCT FROM NEW.icon_key)
  EXECUTE FUNCTION tags_tag_list();
--> statement-breakpoint
UPDATE posts p SET tag_list = post_tag_list(p.id) WHERE EXISTS (SELECT 1 FROM post_tags pt WHERE pt.post_id = p.id);
