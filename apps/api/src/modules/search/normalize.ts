import { SEARCH_JOSA, SEARCH_JOSA_MIN_STEM, SEARCH_MAX_WORDS } from '@growday/contracts';

/**
 * What separates tokens: ASCII punctuation except `+` and `#` (c++, c#), spaces, Latin-1 and
 * general punctuation, arrows and symbols, CJK punctuation, emoji and their joiners. The same class
 * as search_normalize() in migration 0008, so a query splits exactly as the documents did.
 * `%`, `_` and `\` are separators (and matching uses strpos, no pattern): they never act as wildcards.
 */
// Control characters and the emoji variation selector are separators on purpose.
const SEARCH_SEPARATOR =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\x00-\x22\x24-\x2a\x2c-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\s\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u2bff\u3000-\u303f\ufe0f\u{1f000}-\u{1faff}]+/u;

/** NFKC, lower case, split as the documents are; empty tokens dropped. */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(SEARCH_SEPARATOR)
    .filter((t) => t.length > 0);
}

/** Characters (code points) of a token, as PostgreSQL's char_length counts them. */
export const charLength = (token: string): number => Array.from(token).length;

/** 쿠버네티스를 -> 쿠버네티스; a stem shorter than SEARCH_JOSA_MIN_STEM keeps its ending (인도). */
export function stripJosa(token: string): string {
  for (const josa of SEARCH_JOSA) {
    if (token.endsWith(josa) && charLength(token) - charLength(josa) >= SEARCH_JOSA_MIN_STEM) {
      return token.slice(0, token.length - josa.length);
    }
  }
  return token;
}

/** The words a query searches for: tokens without their particles, each once, at most SEARCH_MAX_WORDS. */
export function queryWords(query: string): string[] {
  return [...new Set(searchTokens(query).map(stripJosa))].slice(0, SEARCH_MAX_WORDS);
}
