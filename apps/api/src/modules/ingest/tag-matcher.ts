/**
 * Keyword → tag matching for ingested items (docs/decisions.md, Content ingestion).
 *
 * Matching is on NFKC, lower-cased text and aware of word boundaries in both scripts:
 * - before the keyword: the start of the text or a character that is not a letter or digit
 *   (so `java` is not found in `ajava`, `자바` not in `인자바`);
 * - after a keyword that ends in a Latin letter or digit: anything but a Latin letter or digit
 *   (so `react` is found in `React를` and `React 19`, not in `reactive`);
 * - after a keyword that ends in Hangul: the end of the word, or one of the Korean particles
 *   that attach to nouns followed by the end of the word (so `자바` is found in `자바로`,
 *   `자바의`, never in `자바스크립트`).
 */

/** Korean case particles and copulas that attach to a noun; longest first so the regex prefers them. */
const KOREAN_PARTICLES = [
  '이라는',
  '이라고',
  '에서는',
  '에서도',
  '에게서',
  '으로는',
  '으로도',
  '이란',
  '라는',
  '라고',
  '에서',
  '에게',
  '으로',
  '부터',
  '까지',
  '보다',
  '처럼',
  '이나',
  '이랑',
  '하고',
  '에는',
  '에도',
  '로는',
  '로도',
  '과의',
  '와의',
  '이다',
  '이며',
  '이고',
  '입니다',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '나',
  '랑',
  '란',
  '며',
  '고',
  '다',
];

const HANGUL_END = /[\p{Script=Hangul}]$/u;
const LATIN_OR_DIGIT_END = /[\p{Script=Latin}\p{Nd}]$/u;

export function normalizeKeyword(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The regex one keyword is found with (see the module comment for the boundaries). */
export function keywordPattern(keyword: string): RegExp {
  const k = normalizeKeyword(keyword);
  const body = escapeRegex(k).replace(/ /g, '\\s+');
  let after = '';
  if (HANGUL_END.test(k)) after = `(?:${KOREAN_PARTICLES.join('|')})?(?![\\p{L}\\p{N}])`;
  else if (LATIN_OR_DIGIT_END.test(k)) after = '(?![\\p{Script=Latin}\\p{Nd}])';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${after}`, 'u');
}

export interface TagRule {
  keyword: string;
  tagId: number;
}

/** Compiles the rules once per pass; the result gives the tag ids a text matches, in rule order. */
export function compileTagRules(rules: readonly TagRule[]): (text: string) => number[] {
  const compiled = rules.map((r) => ({ re: keywordPattern(r.keyword), tagId: r.tagId }));
  return (text) => {
    const t = text.normalize('NFKC').toLowerCase();
    const ids: number[] = [];
    for (const { re, tagId } of compiled) if (!ids.includes(tagId) && re.test(t)) ids.push(tagId);
    return ids;
  };
}
