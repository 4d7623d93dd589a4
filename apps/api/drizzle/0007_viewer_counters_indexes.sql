CREATE TABLE "counter_hits" (
	"post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"viewer_hash" text NOT NULL,
	"counted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "counter_hits_post_id_kind_viewer_hash_pk" PRIMARY KEY("post_id","kind","viewer_hash"),
	CONSTRAINT "counter_hits_kind_check" CHECK ("counter_hits"."kind" in ('click', 'share', 'news_view'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bookmark_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unread_bookmark_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "history_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unread_notification_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_hits" ADD CONSTRAINT "counter_hits_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_hits_counted_at_idx" ON "counter_hits" USING btree ("counted_at");--> statement-breakpoint
-- Hand-written: a job or group id that names no catalogue row would block the new foreign keys; it
-- meant nothing, so it becomes null (what ON DELETE SET NULL does from now on).
UPDATE "users" SET "job_id" = NULL WHERE "job_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "jobs" WHERE "jobs"."id" = "users"."job_id");--> statement-breakpoint
UPDATE "users" SET "job_group_id" = NULL WHERE "job_group_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "job_groups" WHERE "job_groups"."id" = "users"."job_group_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_post_id_idx" ON "bookmarks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "comments_post_top_likes_idx" ON "comments" USING btree ("post_id","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_comment_id_idx" ON "notifications" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "notifications_post_id_idx" ON "notifications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_id_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "post_reads_post_id_idx" ON "post_reads" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "users_job_id_idx" ON "users" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "users_job_group_id_idx" ON "users" USING btree ("job_group_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_counters_check" CHECK ("users"."bookmark_count" >= 0 and "users"."unread_bookmark_count" >= 0 and "users"."history_count" >= 0 and "users"."unread_notification_count" >= 0);--> statement-breakpoint
-- Hand-written from here: backfill the stored counts, then keep them with statement triggers.
UPDATE "users" SET "bookmark_count" = b.n, "unread_bookmark_count" = b.unread
FROM (SELECT "user_id", count(*)::int AS n, (count(*) FILTER (WHERE "read_at" IS NULL))::int AS unread FROM "bookmarks" GROUP BY "user_id") b
WHERE "users"."id" = b."user_id";--> statement-breakpoint
UPDATE "users" SET "history_count" = r.n
FROM (SELECT "user_id", count(*)::int AS n FROM "post_reads" GROUP BY "user_id") r
WHERE "users"."id" = r."user_id";--> statement-breakpoint
UPDATE "users" SET "unread_notification_count" = n.unread
FROM (SELECT "user_id", count(*)::int AS unread FROM "notifications" WHERE "read_at" IS NULL GROUP BY "user_id") n
WHERE "users"."id" = n."user_id";--> statement-breakpoint
-- Statement-level with transition tables: one UPDATE of users per statement and user however many
-- rows it wrote (marking 500 notifications read is one row update, not 500). They fire inside the
-- writing transaction and for cascaded deletes too, so a count never drifts from its rows.
CREATE FUNCTION "users_count_bookmarks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET bookmark_count = bookmark_count + d.n, unread_bookmark_count = unread_bookmark_count + d.unread
    FROM (SELECT user_id, count(*)::int AS n, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
          FROM new_rows GROUP BY user_id) d
    WHERE users.id = d.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET bookmark_count = bookmark_count - d.n, unread_bookmark_count = unread_bookmark_count - d.unread
    FROM (SELECT user_id, count(*)::int AS n, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
          FROM old_rows GROUP BY user_id) d
    WHERE users.id = d.user_id;
  ELSE
    UPDATE users SET bookmark_count = bookmark_count + d.n, unread_bookmark_count = unread_bookmark_count + d.unread
    FROM (SELECT user_id, sum(n)::int AS n, sum(unread)::int AS unread
          FROM (SELECT user_id, 1 AS n, (read_at IS NULL)::int AS unread FROM new_rows
                UNION ALL
                SELECT user_id, -1, -((read_at IS NULL)::int) FROM old_rows) x
          GROUP BY user_id) d
    WHERE users.id = d.user_id AND (d.n <> 0 OR d.unread <> 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookmarks_count_insert" AFTER INSERT ON "bookmarks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_bookmarks"();--> statement-breakpoint
CREATE TRIGGER "bookmarks_count_update" AFTER UPDATE ON "bookmarks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_bookmarks"();--> statement-breakpoint
CREATE TRIGGER "bookmarks_count_delete" AFTER DELETE ON "bookmarks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_bookmarks"();--> statement-breakpoint
-- Reading history only counts rows; an upsert that moves read_at changes nothing here (its
-- inserted rows alone reach the INSERT transition table), and user_id is part of the key.
CREATE FUNCTION "users_count_post_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET history_count = history_count + d.n
    FROM (SELECT user_id, count(*)::int AS n FROM new_rows GROUP BY user_id) d
    WHERE users.id = d.user_id;
  ELSE
    UPDATE users SET history_count = history_count - d.n
    FROM (SELECT user_id, count(*)::int AS n FROM old_rows GROUP BY user_id) d
    WHERE users.id = d.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "post_reads_count_insert" AFTER INSERT ON "post_reads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_post_reads"();--> statement-breakpoint
CREATE TRIGGER "post_reads_count_delete" AFTER DELETE ON "post_reads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_post_reads"();--> statement-breakpoint
CREATE FUNCTION "users_count_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET unread_notification_count = unread_notification_count + d.unread
    FROM (SELECT user_id, count(*)::int AS unread FROM new_rows WHERE read_at IS NULL GROUP BY user_id) d
    WHERE users.id = d.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET unread_notification_count = unread_notification_count - d.unread
    FROM (SELECT user_id, count(*)::int AS unread FROM old_rows WHERE read_at IS NULL GROUP BY user_id) d
    WHERE users.id = d.user_id;
  ELSE
    UPDATE users SET unread_notification_count = unread_notification_count + d.unread
    FROM (SELECT user_id, sum(unread)::int AS unread
          FROM (SELECT user_id, (read_at IS NULL)::int AS unread FROM new_rows
                UNION ALL
                SELECT user_id, -((read_at IS NULL)::int) FROM old_rows) x
          GROUP BY user_id) d
    WHERE users.id = d.user_id AND d.unread <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_count_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_notifications"();--> statement-breakpoint
CREATE TRIGGER "notifications_count_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_notifications"();--> statement-breakpoint
CREATE TRIGGER "notifications_count_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_notifications"();
