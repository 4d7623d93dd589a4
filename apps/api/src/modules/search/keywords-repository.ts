import { count, desc, eq, gt } from 'drizzle-orm';
import { canBeChoseong, disassemble, getChoseong } from 'es-hangul';
import {
  KEYWORDS_CACHE_SECONDS,
  KEYWORDS_MAX_RESULTS,
  SEARCH_RANKING_WINDOW_HOURS,
  type Keyword,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { posts, postTags, searchHiddenTerms, searchLog, searchSynonyms, sources, tags } from '../../db/schema';
import { typedForm } from './ranking-repository';
import { normaliseWith } from './search-terms';

/** One completion with its forms precomputed once per cache period. */
interface Candidate extends Keyword {
  /** Posts carrying the tag or from the source; searchers of the popular query. */
  weight: number;
  /** From the start of the text and from the start of each later word: jamo (disassembled), initial consonants. */
  starts: { jamo: string; choseong: string }[];
}

/** Tags, then popular queries, then sources, when the match and weight are equal. */
const KIND_ORDER: Record<Keyword['kind'], number> = { tag: 0, query: 1, source: 2 };
/** How many of the window's most searched queries can be completions (the long tail adds nothing). */
const POPULAR_QUERY_POOL = 1000;
const HANGUL_SYLLABLE = /^[\uac00-\ud7a3]/;

/**
 * NFKC and lower case, as search folds text, except Hangul compatibility jamo (ㄱ-ㅣ), which NFKC
 * would turn into conjoining jamo that es-hangul does not read as initial consonants.
 */
const fold = (text: string): string =>
  text
    .split(/([\u3131-\u318e]+)/u)
    .map((part, i) => (i % 2 === 1 ? part : part.normalize('NFKC').toLowerCase()))
    .join('');

/** Initial-consonant input: every character (spaces aside) is a consonant that can begin a syllable. */
function isChoseongOnly(text: string): boolean {
  const chars = Array.from(text.replace(/\s+/g, ''));
  return chars.length > 0 && chars.every((c) => canBeChoseong(c));
}

function startsOf(text: string): Candidate['starts'] {
  const folded = fold(text);
  const positions = [0];
  for (const m of folded.matchAll(/\s+/g)) positions.push(m.index + m[0].length);
  return positions
    .filter((p) => p < folded.length)
    .map((p) => {
      const rest = folded.slice(p);
      return {
        // Jamo, so a syllable still being typed (리액ㅌ, 리애) is a prefix of 리액트.
        jamo: disassemble(rest),
        // Only where the word begins with a Hangul syllable: getChoseong drops everything else.
        choseong: HANGUL_SYLLABLE.test(rest) ? getChoseong(rest).replace(/\s+/g, '') : '',
      };
    });
}

/**
 * Suggestions (docs/decisions.md, Search: Suggestions): completions of what the user typed from tag
 * names, source names and the popular queries of the last 24 hours, hidden terms excluded.
 */
export function createKeywordsRepository(db: Db, clock: Clock) {
  const cache = createTtlCache<Candidate[]>(clock, { ttlMs: KEYWORDS_CACHE_SECONDS * 1000, max: 1 });

  async function loadCandidates(): Promise<Candidate[]> {
    const since = new Date(clock.now().getTime() - SEARCH_RANKING_WINDOW_HOURS * 3_600_000);
    const [tagRows, sourceRows, queryRows, hiddenRows, synonymRows] = await Promise.all([
      db
        .select({ text: tags.name, weight: count() })
        .from(tags)
        .innerJoin(postTags, eq(postTags.tagId, tags.id))
        .groupBy(tags.id),
      db
        .select({ text: sources.name, weight: count() })
        .from(sources)
        .innerJoin(posts, eq(posts.sourceId, sources.id))
        .groupBy(sources.id),
      db
        .select({ text: typedForm, weight: count() })
        .from(searchLog)
        .where(gt(searchLog.searchedAt, since))
        .groupBy(searchLog.query)
        .orderBy(desc(count()))
        .limit(POPULAR_QUERY_POOL),
      db.select({ term: searchHiddenTerms.term }).from(searchHiddenTerms),
      db.select({ term: searchSynonyms.term, canonical: searchSynonyms.canonical }).from(searchSynonyms),
    ]);
    const hidden = new Set(hiddenRows.map((r) => r.term));
    const canonical = new Map(synonymRows.map((r) => [r.term, r.canonical]));
    const rows = [
      ...tagRows.map((r) => ({ ...r, kind: 'tag' as const })),
      ...queryRows.map((r) => ({ ...r, kind: 'query' as const })),
      ...sourceRows.map((r) => ({ ...r, kind: 'source' as const })),
    ];
    return rows
      .filter((r) => {
        const normalised = normaliseWith(canonical, r.text);
        return normalised !== null && !hidden.has(normalised) && !hidden.has(fold(r.text));
      })
      .map((r) => ({ text: r.text, kind: r.kind, weight: Number(r.weight), starts: startsOf(r.text) }));
  }

  /** At most KEYWORDS_MAX_RESULTS completions of `prefix`, best first, each text once. */
  async function suggest(prefix: string): Promise<Keyword[]> {
    const candidates = await cache.get('all', loadCandidates);
    const typed = fold(prefix).trim();
    const choseong = isChoseongOnly(typed) ? typed.replace(/\s+/g, '') : null;
    const jamo = disassemble(typed);
    const matched: { c: Candidate; at: number }[] = [];
    for (const c of candidates) {
      // 0: the text begins with what was typed; 1: a later word does.
      const at = c.starts.findIndex((s) => (choseong ? s.choseong.startsWith(choseong) : s.jamo.startsWith(jamo)));
      if (at >= 0) matched.push({ c, at: Math.min(at, 1) });
    }
    matched.sort(
      (a, b) =>
        a.at - b.at ||
        KIND_ORDER[a.c.kind] - KIND_ORDER[b.c.kind] ||
        b.c.weight - a.c.weight ||
        a.c.text.length - b.c.text.length ||
        a.c.text.localeCompare(b.c.text),
    );
    const seen = new Set<string>();
    const out: Keyword[] = [];
    for (const { c } of matched) {
      const key = fold(c.text);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text: c.text, kind: c.kind });
      if (out.length === KEYWORDS_MAX_RESULTS) break;
    }
    return out;
  }

  return { suggest, clear: () => cache.clear() };
}
