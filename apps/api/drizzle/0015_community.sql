CREATE TABLE "community_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "community_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "community_post_reports" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"report_message" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "community_post_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_votes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "community_post_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "community_post_votes_value_check" CHECK ("community_post_votes"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "community_view_hits" (
	"post_id" integer NOT NULL,
	"viewer_hash" text NOT NULL,
	"counted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "community_view_hits_post_id_viewer_hash_pk" PRIMARY KEY("post_id","viewer_hash")
);
--> statement-breakpoint
ALTER TABLE "community_posts" DROP CONSTRAINT "community_posts_counters_check";--> statement-breakpoint
DROP INDEX "community_posts_author_id_idx";--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "up_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "down_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "moderated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "community_post_reports" ADD CONSTRAINT "community_post_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reports" ADD CONSTRAINT "community_post_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_votes" ADD CONSTRAINT "community_post_votes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_votes" ADD CONSTRAINT "community_post_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_view_hits" ADD CONSTRAINT "community_view_hits_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_reports_created_idx" ON "community_post_reports" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_post_reports_user_id_idx" ON "community_post_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_post_votes_user_id_idx" ON "community_post_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_view_hits_counted_at_idx" ON "community_view_hits" USING btree ("counted_at");--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_category_id_community_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."community_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_category_created_idx" ON "community_posts" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_author_created_idx" ON "community_posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_counters_check" CHECK ("community_posts"."up_count" >= 0 and "community_posts"."down_count" >= 0 and "community_posts"."comment_count" >= 0 and "community_posts"."view_count" >= 0);--> statement-breakpoint
-- The operator's categories (docs/decisions.md, Community). Existing rows (the demo posts, written
-- before categories existed) go to 자유; the seed files new demo rows by kind.
INSERT INTO "community_categories" ("slug", "name", "position") VALUES
  ('free', '자유', 0), ('career', '취업·이직', 1), ('question', '질문', 2), ('retro', '회고', 3)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "community_posts" SET "category_id" = (SELECT "id" FROM "community_categories" WHERE "slug" = 'free') WHERE "category_id" IS NULL;
--> statement-breakpoint
-- Seeded demo votes count as up votes, so vote_count = up_count - down_count from here on.
UPDATE "community_posts" SET "up_count" = greatest("vote_count", 0), "down_count" = greatest(-"vote_count", 0);
--> statement-breakpoint
-- Vote counters move with the vote rows in the writing transaction, cascaded deletes (a member's
-- account removed) included, so a member's post's counts equal its rows under any concurrency.
CREATE OR REPLACE FUNCTION community_post_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  up_delta integer := 0;
  down_delta integer := 0;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF OLD.value = 1 THEN up_delta := up_delta - 1; ELSE down_delta := down_delta - 1; END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.value = 1 THEN up_delta := up_delta + 1; ELSE down_delta := down_delta + 1; END IF;
  END IF;
  UPDATE "community_posts"
     SET "up_count" = "up_count" + up_delta,
         "down_count" = "down_count" + down_delta,
         "vote_count" = "vote_count" + up_delta - down_delta
   WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "community_post_votes_count_trg" AFTER INSERT OR UPDATE OF "value" OR DELETE ON "community_post_votes"
  FOR EACH ROW EXECUTE FUNCTION community_post_votes_count();
