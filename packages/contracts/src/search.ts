import { z } from 'zod';
import { connectionSchema, pageQuerySchema } from './pagination';
import { postSchema } from './post';
import { SEARCH_QUERY_MAX_LENGTH } from './search-limits';

/** Search (content spec §2, §5; shell spec's /api/v2/elastic/search). Limits live here, once (those the browser applies too in search-limits.ts). */

export {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_JOSA,
  SEARCH_JOSA_MIN_STEM,
  KEYWORDS_CACHE_SECONDS,
} from './search-limits';
/**
 * A search ranks only the newest this many posts that match every word (within the snapshot of
 * its first page): the cost of a common word stops growing with the table. An older post that
 * would rank higher is not found (docs/decisions.md, Search: Cost).
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * A search walks down the newest SEARCH_PROBE_WINDOW post ids for its candidates; when their
 * matches show that the newest SEARCH_RECENT_WINDOW ids would hold SEARCH_CANDIDATES of them (a
 * common word), it walks on through those (a fixed cost); otherwise older posts come from the GIN
 * index, where a rarer word has few matches (docs/decisions.md, Search: Cost). The recent window
 * is wide because a walk costs about 1.5 us a post and the GIN path about 30 us a match (a heap
 * read each): a word in 8% of 200,000 posts took 556 ms from the index, a 12,000-post walk ~20 ms.
 */
export const SEARCH_PROBE_WINDOW = 2_000;
export const SEARCH_RECENT_WINDOW = 50_000;

export const searchPostsQuerySchema = pageQuerySchema.extend({
  query: z
    .string()
    .trim()
    .min(1, 'query must not be empty')
    // Cut rather than refused: a pasted paragraph still searches its first 100 characters
    // (code points, so an emoji is never split in half).
    .transform((v) => Array.from(v).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim())
    .refine((v) => !v.includes('\u0000'), 'query must not contain NUL')
    .describe(`Search text; trimmed, cut at ${SEARCH_QUERY_MAX_LENGTH} characters`),
});
export type SearchPostsQuery = z.infer<typeof searchPostsQuerySchema>;

/**
 * A page of results, with the words it was matched on, so the cards mark a synonym's hit too (a
 * search for 쿠버네티스 marks Kubernetes and k8s in the texts it found).
 */
export const searchResultsSchema = connectionSchema(postSchema).extend({
  terms: z
    .array(z.string())
    .describe("The query's words without particles and their synonyms from the operators' table, for highlighting"),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** Popular searches: the most searched normalised queries of the last SEARCH_RANKING_WINDOW_HOURS. */
export const SEARCH_RANKING_WINDOW_HOURS = 24;
export const SEARCH_RANKING_SIZE = 10;

export const searchRankingEntrySchema = z.object({
  query: z.string().describe('The normalised query: words without particles, synonyms joined to their canonical'),
  count: z.number().int().describe('How many searchers (browser session or address) searched it in the window'),
});
export type SearchRankingEntry = z.infer<typeof searchRankingEntrySchema>;

/**
 * search_log rows older than this are deleted (docs/decisions.md, Search: Popular searches): the
 * list reads only the last SEARCH_RANKING_WINDOW_HOURS; the rest is kept a while for operators.
 */
export const SEARCH_LOG_RETENTION_DAYS = 30;
/** How often the API process deletes expired search_log rows (and once at start). */
export const SEARCH_LOG_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Popular-search log entries wait in the API process at most this long, or until this many are
 * pending, and go to search_log in one statement (docs/decisions.md, Scale bench: read ratios).
 */
export const SEARCH_LOG_FLUSH_MS = 1000;
export const SEARCH_LOG_BATCH_MAX = 500;
/**
 * How long an API process keeps the synonym table; every edit empties it at once in every process
 * (Redis), so this only bounds how long a process that missed the message can lag.
 */
export const SEARCH_SYNONYMS_CACHE_TTL_MS = 60_000;

/** Suggestions (`listKeywords`): at most this many completions answer one prefix. */
export const KEYWORDS_MAX_RESULTS = 8;

export const keywordsQuerySchema = z.object({
  prefix: z
    .string()
    .trim()
    .min(1, 'prefix must not be empty')
    .transform((v) => Array.from(v).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim())
    .refine((v) => !v.includes('\u0000'), 'prefix must not contain NUL')
    .describe(
      `What the user has typed so far; trimmed, cut at ${SEARCH_QUERY_MAX_LENGTH} characters. ` +
        'Initial consonants alone (ㄹㅇㅌ) match the words they begin.',
    ),
});
export type KeywordsQuery = z.infer<typeof keywordsQuerySchema>;

export const keywordKindSchema = z.enum(['tag', 'source', 'query']);
export const keywordSchema = z.object({
  text: z.string().describe('The completion as shown and as searched when chosen'),
  kind: keywordKindSchema.describe('Where it comes from: a tag, a source name, or a popular query of the last 24 h'),
});
export type Keyword = z.infer<typeof keywordSchema>;
