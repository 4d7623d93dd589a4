// Zod-free (client entry): search limits the browser applies too; search.ts builds the schemas.

/** A query is cut at this many characters (after trimming); the rest is ignored, not refused. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many distinct words of a query take part in matching; later words are ignored. */
export const SEARCH_MAX_WORDS = 8;
/**
 * Korean particles (josa) and the copula, stripped from the end of a query word so that
 * 쿠버네티스를 finds 쿠버네티스. Longest first, so 에서 is tried before 에. A word keeps its
 * particle-looking ending when stripping would leave fewer than SEARCH_JOSA_MIN_STEM characters
 * (인도, 결과 stay whole).
 */
export const SEARCH_JOSA = [
  '입니다',
  '에서는',
  '으로는',
  '에게서',
  '이라는',
  '께서',
  '에서',
  '으로',
  '에게',
  '한테',
  '까지',
  '부터',
  '이다',
  '이나',
  '라는',
  '처럼',
  '보다',
  '하고',
  '이랑',
  '에는',
  '와',
  '과',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '의',
  '에',
  '로',
  '도',
  '만',
  '랑',
] as const;
export const SEARCH_JOSA_MIN_STEM = 2;
/**
 * The completions' sources (tags, sources, popular queries) are read at most once per this many
 * seconds per API process, and the answer may be cached as long by browsers and proxies.
 */
export const KEYWORDS_CACHE_SECONDS = 60;
