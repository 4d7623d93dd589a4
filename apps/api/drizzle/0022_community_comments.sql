ALTER TABLE "comments" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "community_post_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "community_post_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_community_post_id_community_posts_id_fk" FOREIGN KEY ("community_post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_community_post_id_community_posts_id_fk" FOREIGN KEY ("community_post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_community_top_idx" ON "comments" USING btree ("community_post_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."community_post_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_community_top_likes_idx" ON "comments" USING btree ("community_post_id","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."community_post_id" is not null and "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_community_post_id_idx" ON "notifications" USING btree ("community_post_id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_target_check" CHECK (num_nonnulls("comments"."post_id", "comments"."community_post_id") = 1);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_target_check" CHECK (num_nonnulls("notifications"."post_id", "notifications"."community_post_id") = 1);--> statement-breakpoint
-- community_posts.comment_count counts a post's visible comments and replies (not deleted by the
-- writer, not hidden by reports). It moves with the comment rows in the writing transaction, so
-- creates, deletes, report hides and operator restores keep it equal to the rows under any
-- concurrency without each path knowing about community posts. A seeded demo post starts from
-- its seeded count, as its votes do.
CREATE OR REPLACE FUNCTION community_comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_visible integer := 0;
  new_visible integer := 0;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.community_post_id IS NOT NULL
     AND NOT OLD.is_deleted AND OLD.status = 'ACTIVE' THEN
    old_visible := 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.community_post_id IS NOT NULL
     AND NOT NEW.is_deleted AND NEW.status = 'ACTIVE' THEN
    new_visible := 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.community_post_id IS NOT DISTINCT FROM NEW.community_post_id THEN
    IF new_visible <> old_visible THEN
      UPDATE "community_posts" SET "comment_count" = "comment_count" + new_visible - old_visible
       WHERE "id" = NEW.community_post_id;
    END IF;
    RETURN NULL;
  END IF;
  IF old_visible = 1 THEN
    UPDATE "community_posts" SET "comment_count" = "comment_count" - 1 WHERE "id" = OLD.community_post_id;
  END IF;
  IF new_visible = 1 THEN
    UPDATE "community_posts" SET "comment_count" = "comment_count" + 1 WHERE "id" = NEW.community_post_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_comments_count_trg"
  AFTER INSERT OR UPDATE OF "is_deleted", "status", "community_post_id" OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION community_comments_count();
