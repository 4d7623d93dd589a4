-- Search indexes without a pending list (docs/decisions.md, Search: Cost). With GIN's default
-- fastupdate, new entries wait in a pending list that every search reads in full until a vacuum
-- merges it; the embedded database runs no autovacuum, so after a burst of new posts each search
-- paid for scanning up to 4 MB of it (146 ms of a miss at 10,000 posts, 1 ms once merged). Entries
-- now go straight into the index: a little more work per new post, none per search.
ALTER INDEX "post_search_grams_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "post_search_doc_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('post_search_grams_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('post_search_doc_trgm_idx'::regclass);
