import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_CANDIDATES, type Connection, type Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { posts, postSearch, searchSynonyms, sources } from '../../db/schema';
import { postColumns, toPost } from '../posts/posts-repository';
import { encodeSearchCursor, type SearchCursor } from './search-cursor';
import { charLength, escapeLike, escapeRegex, JOSA_PATTERN, queryWords } from './normalize';

/** Ranking weights (docs/decisions.md, Search: the formula). */
const FIELD_WEIGHT = { title: 3, tags: 2, body: 1 } as const;
const MATCH_WEIGHT = { whole: 1, wordStart: 0.7, inside: 0.4 } as const;
/** Recency and engagement together stay under 1, the gap between two field weights. */
const RECENCY_WEIGHT = 0.45;
const RECENCY_HALF_LIFE_DAYS = 30;
const ENGAGEMENT_WEIGHT = 0.45;
/** Engagement points at which the engagement term reaches its full weight. */
const ENGAGEMENT_FULL = 1000;

/** Our own constants inlined: a bound parameter would be typed by its first use (integer). */
const num = (n: number): SQL => sql.raw(String(n));

/** One word of the query and the synonyms it stands for. */
interface WordGroup {
  word: string;
  synonyms: string[];
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every character bigram of a token (its one character when it has only one). */
function bigrams(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length < 2) return chars;
  return [...new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`))];
}

/**
 * The condition that a token contains `text`, answered from the GIN index over search_grams: the
 * document must hold every bigram of the word (exact for one or two characters), then the LIKE
 * (which pg_trgm's index can also serve on a server whose locale gives Hangul trigrams) checks the
 * bigrams are consecutive.
 */
function contains(text: string): SQL {
  const grams = sql`${postSearch.grams} @> array[${sql.join(
    bigrams(text).map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  return charLength(text) >= 3 ? sql`(${grams} and ${postSearch.doc} like ${`%${escapeLike(text)}%`})` : grams;
}

/** ` word ` or ` word+particle `: the word as a whole token. */
const wholePattern = (text: string) => ` ${escapeRegex(text)}${JOSA_PATTERN} `;

/** How well `text` matches one field: whole word, start of a word, inside a word, or not. */
function fieldMatch(field: AnyPgColumn, text: string, wholeOnly: boolean): SQL {
  if (wholeOnly) return sql`(case when ${field} ~ ${wholePattern(text)} then ${num(MATCH_WEIGHT.whole)} else 0 end)`;
  return sql`(case when ${field} ~ ${wholePattern(text)} then ${num(MATCH_WEIGHT.whole)}
    when ${field} like ${`% ${escapeLike(text)}%`} then ${num(MATCH_WEIGHT.wordStart)}
    when ${field} like ${`%${escapeLike(text)}%`} then ${num(MATCH_WEIGHT.inside)} else 0 end)`;
}

function alternativeScore(text: string, wholeOnly: boolean): SQL {
  return sql`greatest(
    ${num(FIELD_WEIGHT.title)} * ${fieldMatch(postSearch.title, text, wholeOnly)},
    ${num(FIELD_WEIGHT.tags)} * ${fieldMatch(postSearch.tags, text, wholeOnly)},
    ${num(FIELD_WEIGHT.body)} * ${fieldMatch(postSearch.body, text, wholeOnly)})`;
}

/**
 * A group matches when its word is inside a token, or a synonym is a whole token (a synonym as a
 * part-word would let `js` find every `json`).
 */
function groupCondition(g: WordGroup): SQL {
  const alternatives = [
    contains(g.word),
    // The bare token first: the regular expression (a particle after it) runs only when it is absent.
    ...g.synonyms.map(
      (s) =>
        sql`(${contains(s)} and (${postSearch.doc} like ${`% ${escapeLike(s)} %`} or ${postSearch.doc} ~ ${wholePattern(s)}))`,
    ),
  ];
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

function groupScore(g: WordGroup): SQL {
  const scores = [alternativeScore(g.word, false), ...g.synonyms.map((s) => alternativeScore(s, true))];
  return scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`;
}

export interface SearchPage {
  first: number;
  after?: SearchCursor;
}

export function createSearchRepository(db: Db, clock: Clock) {
  /** Each word with the other members of its synonym groups (both ways: term -> canonical -> terms). */
  async function expand(words: string[]): Promise<WordGroup[]> {
    const links = await db
      .select({ term: searchSynonyms.term, canonical: searchSynonyms.canonical })
      .from(searchSynonyms)
      .where(or(inArray(searchSynonyms.term, words), inArray(searchSynonyms.canonical, words)));
    const canonicals = [...new Set(links.map((l) => l.canonical))];
    const members =
      canonicals.length === 0
        ? []
        : await db
            .select({ term: searchSynonyms.term, canonical: searchSynonyms.canonical })
            .from(searchSynonyms)
            .where(inArray(searchSynonyms.canonical, canonicals));
    return words.map((word) => {
      const groups = new Set(links.filter((l) => l.term === word || l.canonical === word).map((l) => l.canonical));
      const synonyms = new Set<string>();
      for (const m of members) {
        if (groups.has(m.canonical)) synonyms.add(m.term).add(m.canonical);
      }
      synonyms.delete(word);
      return { word, synonyms: [...synonyms] };
    });
  }

  /** The snapshot a search is ranked against: the cursor's, or now and the newest post id. */
  async function snapshotOf(page: SearchPage): Promise<SearchCursor> {
    if (page.after) return page.after;
    const [top] = rowsOf<{ max_id: number | null }>(
      await db.execute(sql`select max(${posts.id}) as max_id from ${posts}`),
    );
    return { score: '0', id: 0, maxId: Number(top?.max_id ?? 0), nowMs: clock.now().getTime() };
  }

  /** The ranking query: ids and scores of one page (+1 to tell whether more follow). */
  function rankingSql(groups: WordGroup[], snapshot: SearchCursor, page: SearchPage): SQL {
    const now = sql`to_timestamp(${snapshot.nowMs / 1000}::double precision)`;
    const relevance = sql.join(groups.map(groupScore), sql` + `);
    // Double precision: extract() answers numeric, and numeric power() and ln() cost more than all
    // the matching of a candidate; the sum was double precision already (float + numeric).
    const ageDays = sql`greatest(0, extract(epoch from (${now} - ${posts.publishedAt}))::float8 / 86400)`;
    const engagement = sql`(${posts.clickCount} + 3 * ${posts.bookmarkCount} + 5 * ${posts.commentCount})`;
    const score = sql`round((${relevance}
      + ${num(RECENCY_WEIGHT)} * power(0.5::float8, ${ageDays} / ${num(RECENCY_HALF_LIFE_DAYS)})
      + ${num(ENGAGEMENT_WEIGHT)} * least(1, ln((1 + ${engagement})::float8) / ln(${num(1 + ENGAGEMENT_FULL)}::float8)))::numeric, 6)`;
    const matches = sql.join(groups.map(groupCondition), sql` and `);
    const after = page.after
      ? sql`where (r.score, r.id) < (${page.after.score}::numeric, ${page.after.id}::integer)`
      : sql``;
    // Only the newest SEARCH_CANDIDATES matching posts of the snapshot are ranked, so a common word
    // costs the same at any table size (docs/decisions.md, Search: Cost). The planner picks how to
    // find them from the bigram statistics: for a common word it walks the primary key down until
    // it has them (a fixed cost), for a rare one it takes the GIN index's matches and sorts them.
    // "+ 0": the snapshot bound is a filter, never an index range (it spans nearly every row).
    return sql`
      with candidates as materialized (
        select ${postSearch.postId} as id from ${postSearch}
        where ${postSearch.postId} + 0 <= ${snapshot.maxId} and ${matches}
        order by ${postSearch.postId} desc
        limit ${num(SEARCH_CANDIDATES)}
      )
      select r.id, r.score::text as score from (
        select ${postSearch.postId} as id, ${score} as score
        from candidates c
        join ${postSearch} on ${postSearch.postId} = c.id
        join ${posts} on ${posts.id} = c.id
      ) r ${after}
      order by r.score desc, r.id desc
      limit ${page.first + 1}`;
  }

  /**
   * Posts and news matching every word of the query, best first (docs/decisions.md, Search).
   * Only the GIN-indexed candidates are ranked; pages are keyset on (score, id) within the
   * snapshot the first page fixed.
   */
  async function search(query: string, page: SearchPage): Promise<Connection<Post>> {
    const words = queryWords(query);
    if (words.length === 0) return { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
    const groups = await expand(words);
    const snapshot = await snapshotOf(page);
    const ranked = rowsOf<{ id: number; score: string }>(await db.execute(rankingSql(groups, snapshot, page)));
    const shown = ranked.slice(0, page.first);
    const rows =
      shown.length === 0
        ? []
        : await db
            .select(postColumns)
            .from(posts)
            .innerJoin(sources, eq(sources.id, posts.sourceId))
            .where(
              inArray(
                posts.id,
                shown.map((r) => Number(r.id)),
              ),
            );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const { maxId, nowMs } = snapshot;
    const edges = shown.flatMap((r) => {
      const row = byId.get(Number(r.id));
      return row
        ? [{ node: toPost(row), cursor: encodeSearchCursor({ score: r.score, id: Number(r.id), maxId, nowMs }) }]
        : [];
    });
    return {
      edges,
      pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: ranked.length > page.first },
    };
  }

  /** The first page's ranking query for a text, for plans and benchmarks; null when it has no words. */
  async function firstPageSql(query: string, first: number): Promise<SQL | null> {
    const words = queryWords(query);
    if (words.length === 0) return null;
    return rankingSql(await expand(words), await snapshotOf({ first }), { first });
  }

  return { search, expand, firstPageSql };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
