CREATE TABLE "tag_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "feed_url" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "type" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "default_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_fetched_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_status" integer;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_items_added" integer;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "next_attempt_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "lease_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tag_rules" ADD CONSTRAINT "tag_rules_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_rules_keyword_tag_idx" ON "tag_rules" USING btree ("keyword","tag_id");--> statement-breakpoint
CREATE INDEX "tag_rules_tag_id_idx" ON "tag_rules" USING btree ("tag_id");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_feed_url_unique" UNIQUE("feed_url");--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_type_check" CHECK ("sources"."type" in ('post', 'news'));--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_failures_check" CHECK ("sources"."consecutive_failures" >= 0);