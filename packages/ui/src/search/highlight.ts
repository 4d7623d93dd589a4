import {
  SEARCH_JOSA,
  SEARCH_JOSA_MIN_STEM,
  SEARCH_MAX_WORDS,
  SEARCH_QUERY_MAX_LENGTH,
} from '@growday/contracts/client';

/**
 * Which parts of a result's text to mark for a query. The words of the query are marked, and
 * each word without its particle too (a search for 쿠버네티스를 marks 쿠버네티스), case-insensitively;
 * the text is only ever split, never parsed as HTML.
 */

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * The query's words (cut as the API cuts them), their particle-free stems and the `extra` terms
 * (the synonyms the API matched on), longest first.
 */
export function highlightTerms(query: string, extra: readonly string[] = []): string[] {
  const cut = Array.from(query.trim()).slice(0, SEARCH_QUERY_MAX_LENGTH).join('');
  const words = cut.split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  const terms = new Map<string, string>();
  for (const word of words) {
    terms.set(word.toLocaleLowerCase(), word);
    const josa = SEARCH_JOSA.find((ending) => word.endsWith(ending));
    if (josa) {
      const stem = word.slice(0, -josa.length);
      if (Array.from(stem).length >= SEARCH_JOSA_MIN_STEM) terms.set(stem.toLocaleLowerCase(), stem);
    }
  }
  for (const term of extra) if (term && !terms.has(term.toLocaleLowerCase())) terms.set(term.toLocaleLowerCase(), term);
  return [...terms.values()].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` cut into marked and unmarked runs; joined they give back `text` exactly. A longer
 * term wins where two overlap (terms come longest first, and the alternation tries them in order).
 */
export function splitHighlight(text: string, terms: readonly string[]): HighlightPart[] {
  const usable = terms.filter((term) => term.length > 0);
  if (!text || usable.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
