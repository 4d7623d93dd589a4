CREATE TABLE "search_log" (
	"query" text NOT NULL,
	"viewer_hash" text NOT NULL,
	"searched_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "search_log_query_viewer_hash_pk" PRIMARY KEY("query","viewer_hash")
);
--> statement-breakpoint
CREATE INDEX "search_log_searched_at_idx" ON "search_log" USING btree ("searched_at");