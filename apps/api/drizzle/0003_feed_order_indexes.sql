DROP INDEX "posts_source_id_idx";--> statement-breakpoint
DROP INDEX "community_posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_published_idx";--> statement-breakpoint
DROP INDEX "posts_type_published_idx";--> statement-breakpoint
CREATE INDEX "posts_source_published_idx" ON "posts" USING btree ("source_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_published_idx" ON "posts" USING btree ("author","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_created_idx" ON "community_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_type_published_idx" ON "posts" USING btree ("type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);