import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  SEARCH_CANDIDATES,
  SEARCH_PROBE_WINDOW,
  SEARCH_RECENT_WINDOW,
  type Connection,
  type Post,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { posts, postSearch, sources } from '../../db/schema';
import { postColumns, toPost } from '../posts/posts-repository';
import { encodeSearchCursor, type SearchCursor } from './search-cursor';
import { charLength, queryWords } from './normalize';
import { expandWith, loadSynonymTable, type SynonymTable, type WordGroup } from './synonym-table';

/** Ranking weights (docs/decisions.md, Search: the formula). */
const FIELD_WEIGHT = { title: 3, tags: 2, body: 1 } as const;
const MATCH_WEIGHT = { whole: 1, wordStart: 0.7, inside: 0.4 } as const;
/** Recency and engagement together stay under 1, the gap between two field weights. */
const RECENCY_WEIGHT = 0.45;
const RECENCY_HALF_LIFE_DAYS = 30;
const ENGAGEMENT_WEIGHT = 0.45;
/** Engagement points at which the engagement term reaches its full weight. */
const ENGAGEMENT_FULL = 1000;

/** Our own constants inlined as double precision: a bound parameter would be typed by its first use. */
const num = (n: number): SQL => sql.raw(`${n}::float8`);

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every character bigram of a token (its one character when it has only one). */
function bigrams(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length < 2) return chars;
  return [...new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`))];
}

/** `needle` occurs in `haystack`: a plain substring test (no pattern, so no wildcard can leak in, and no index). */
const has = (haystack: AnyPgColumn, needle: string): SQL => sql`strpos(${haystack}, ${needle}) > 0`;

/** Field tags of post_search.words (search_words() in migration 0019). */
const FIELD_TAG = { title: 't', tags: 'g', body: 'b' } as const;
type Field = keyof typeof FIELD_TAG;

/** `text`, or `text` with a particle, is a whole token of the field (search_words holds both forms). */
const wholeIn = (field: Field, text: string): SQL => has(postSearch.words, ` ${FIELD_TAG[field]}:${text} `);
/** `text` is a whole token (with or without a particle) of any field: ':' only ever follows a field tag. */
const wholeAnywhere = (text: string): SQL => has(postSearch.words, `:${text} `);

/**
 * The GIN-indexed form of "a token contains `text`": the document holds every bigram of the word
 * (exact for one or two characters, so 면접 and 채용 work), and from three characters the word
 * itself (the bigrams may be apart).
 */
function containsIndexed(text: string): SQL {
  const grams = sql`${postSearch.grams} @> array[${sql.join(
    bigrams(text).map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  return charLength(text) >= 3 ? sql`(${grams} and ${has(postSearch.doc, text)})` : grams;
}

/**
 * A group matches when its word is inside a token, or a synonym is a whole token (a synonym as a
 * part-word would let `js` find every `json`). `indexed`: in the form the GIN index answers;
 * otherwise as plain tests for a walk over the newest posts, where no index may be chosen.
 */
function groupCondition(g: WordGroup, indexed: boolean): SQL {
  const alternatives = [
    indexed ? containsIndexed(g.word) : has(postSearch.doc, g.word),
    ...g.synonyms.map((s) => (indexed ? sql`(${containsIndexed(s)} and ${wholeAnywhere(s)})` : wholeAnywhere(s))),
  ];
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

type MatchKind = keyof typeof MATCH_WEIGHT;

/**
 * Every (field, kind of match) a word can score, best first. A group's score is the best of these
 * that holds for its word or, for whole words, a synonym: max over alternatives and fields of
 * field weight x match weight, as one CASE that stops at the first level that holds. Most
 * candidates match in the title, so one to three strpos decide them, where scoring each
 * alternative on each field ran every test (15 for 쿠버네티스, kubernetes, k8s).
 */
const LEVELS = (Object.keys(FIELD_WEIGHT) as Field[])
  .flatMap((field) =>
    (Object.keys(MATCH_WEIGHT) as MatchKind[]).map((kind) => ({
      field,
      kind,
      value: FIELD_WEIGHT[field] * MATCH_WEIGHT[kind],
    })),
  )
  .sort((a, b) => b.value - a.value);

function levelTest(field: Field, kind: MatchKind, text: string): SQL {
  if (kind === 'whole') return wholeIn(field, text);
  return has(postSearch[field], kind === 'wordStart' ? ` ${text}` : text);
}

/** A group's relevance: its word at any level, its synonyms as whole words only (see groupCondition). */
function groupScore(g: WordGroup): SQL {
  const whens = LEVELS.map(({ field, kind, value }) => {
    const texts = kind === 'whole' ? [g.word, ...g.synonyms] : [g.word];
    const tests = sql.join(
      texts.map((text) => levelTest(field, kind, text)),
      sql` or `,
    );
    return sql`when ${tests} then ${num(value)}`;
  });
  return sql`(case ${sql.join(whens, sql` `)} else ${num(0)} end)`;
}

/** The statements of one page (docs/decisions.md, Search: Cost). */
export interface SearchStatements {
  /** Matches among the ids in (below, from], walked down the primary key; at most `limit`, newest first. */
  walk: (from: number, below: number, limit: number) => SQL;
  /** Matches with ids up to `from`, from the GIN index; at most `limit`, newest first. */
  indexed: (from: number, limit: number) => SQL;
  /** The page: the candidates ranked (ids and scores, one more than the page to tell whether more follow). */
  rank: (candidates: number[]) => SQL;
}

export interface SearchPage {
  first: number;
  after?: SearchCursor;
}

export type SearchAnswer = Connection<Post> & { terms: string[] };

export function createSearchRepository(db: Db, clock: Clock) {
  /** Each word with the other members of its synonym groups (both ways: term -> canonical -> terms). */
  async function expand(words: string[], synonyms?: SynonymTable): Promise<WordGroup[]> {
    return expandWith(synonyms ?? (await loadSynonymTable(db)), words);
  }

  /** The newest post id: prepared, so PostgreSQL plans it once per connection, not per search. */
  const newestIdStatement = db
    .select({ maxId: sql<number | null>`max(${posts.id})` })
    .from(posts)
    .prepare('posts_newest_id');
  async function newestPostId(): Promise<number> {
    const [top] = await newestIdStatement.execute();
    return Number(top?.maxId ?? 0);
  }

  /**
   * The snapshot a search is ranked against: the cursor's, or now and the newest post id (read
   * here, or as the API keeps it, `newestId`).
   */
  async function snapshotOf(page: SearchPage, newestId: () => Promise<number> = newestPostId): Promise<SearchCursor> {
    if (page.after) return page.after;
    return { score: '0', id: 0, maxId: await newestId(), nowMs: clock.now().getTime() };
  }

  /**
   * The statements of a search (docs/decisions.md, Search: Cost). Only plain substring tests in a
   * walk, so no index but the primary key can serve it and its cost is bounded by the ids walked;
   * `+ 0` in the indexed read, so neither its bound nor its order can send the planner down the
   * primary key (the GIN index's matches are sorted instead).
   */
  function statementsOf(groups: WordGroup[], snapshot: SearchCursor, page: SearchPage): SearchStatements {
    const matches = (indexed: boolean) =>
      sql.join(
        groups.map((g) => groupCondition(g, indexed)),
        sql` and `,
      );
    const walk = (from: number, below: number, limit: number) => sql`
      select ${postSearch.postId} as id from ${postSearch}
      where ${postSearch.postId} <= ${from} and ${postSearch.postId} > ${below} and ${matches(false)}
      order by ${postSearch.postId} desc
      limit ${sql.raw(String(limit))}`;
    const indexed = (from: number, limit: number) => sql`
      select ${postSearch.postId} as id from ${postSearch}
      where ${postSearch.postId} + 0 <= ${from} and ${matches(true)}
      order by ${postSearch.postId} + 0 desc
      limit ${sql.raw(String(limit))}`;
    const rank = (candidates: number[]) => {
      const now = sql`to_timestamp(${snapshot.nowMs / 1000}::double precision)`;
      const relevance = sql.join(groups.map(groupScore), sql` + `);
      // Double precision throughout: numeric power(), ln() and products cost more than the matching.
      const ageDays = sql`greatest(0, extract(epoch from (${now} - ${posts.publishedAt}))::float8 / 86400)`;
      const engagement = sql`(${posts.clickCount} + 3 * ${posts.bookmarkCount} + 5 * ${posts.commentCount})`;
      const score = sql`round((${relevance}
        + ${num(RECENCY_WEIGHT)} * power(0.5::float8, ${ageDays} / ${num(RECENCY_HALF_LIFE_DAYS)})
        + ${num(ENGAGEMENT_WEIGHT)} * least(1, ln((1 + ${engagement})::float8) / ln(${num(1 + ENGAGEMENT_FULL)})))::numeric, 6)`;
      const after = page.after
        ? sql`where (r.score, r.id) < (${page.after.score}::numeric, ${page.after.id}::integer)`
        : sql``;
      // The ids as an array to unnest rather than `= any(...)`, whose every element the planner
      // would estimate; each candidate's rows read by key ("offset 0" keeps the lateral reads from
      // being turned into a hash join over every post).
      return sql`
        select r.id, r.score::text as score from (
          select c.id, ${score} as score
          from unnest(${`{${candidates.join(',')}}`}::integer[]) as c(id)
          cross join lateral (
            select ${postSearch.title}, ${postSearch.tags}, ${postSearch.body}, ${postSearch.words}
            from ${postSearch} where ${postSearch.postId} = c.id offset 0) as ${postSearch}
          cross join lateral (
            select ${posts.publishedAt}, ${posts.clickCount}, ${posts.bookmarkCount}, ${posts.commentCount}
            from ${posts} where ${posts.id} = c.id offset 0) as ${posts}
        ) r ${after}
        order by r.score desc, r.id desc
        limit ${page.first + 1}`;
    };
    return { walk, indexed, rank };
  }

  /**
   * The candidates: the newest SEARCH_CANDIDATES posts of the snapshot that match every word. The
   * newest SEARCH_PROBE_WINDOW ids are walked first; when they hold enough matches that the
   * SEARCH_RECENT_WINDOW would fill the candidates (a common word), the walk goes on through it: a
   * fixed cost whatever the table's size. Otherwise (a rarer word) the rest comes from the GIN
   * index, whose matches are then few. The choice rests on the count the walk found, not on the
   * planner's estimate, which multiplies the bigrams' frequencies as if independent and so takes
   * a common word for a rare one.
   */
  async function candidatesOf(statements: SearchStatements, snapshot: SearchCursor): Promise<number[]> {
    const idsOf = async (query: SQL) => rowsOf<{ id: number }>(await db.execute(query)).map((r) => Number(r.id));
    let from = snapshot.maxId;
    const probeFloor = from - SEARCH_PROBE_WINDOW;
    const ids = await idsOf(statements.walk(from, probeFloor, SEARCH_CANDIDATES));
    from = probeFloor;
    if (from <= 0 || ids.length >= SEARCH_CANDIDATES) return ids;
    if (ids.length * (SEARCH_RECENT_WINDOW / SEARCH_PROBE_WINDOW) >= SEARCH_CANDIDATES) {
      const windowFloor = snapshot.maxId - SEARCH_RECENT_WINDOW;
      ids.push(...(await idsOf(statements.walk(from, windowFloor, SEARCH_CANDIDATES - ids.length))));
      from = windowFloor;
      if (from <= 0 || ids.length >= SEARCH_CANDIDATES) return ids;
    }
    ids.push(...(await idsOf(statements.indexed(from, SEARCH_CANDIDATES - ids.length))));
    return ids;
  }

  /**
   * Posts and news matching every word of the query, best first (docs/decisions.md, Search).
   * Only the newest SEARCH_CANDIDATES matches are ranked; pages are keyset on (score, id) within
   * the snapshot the first page fixed. `cache`: answers kept by the word groups (synonyms
   * included, so an operator's edit shows at once), the page and the snapshot's newest post id (so
   * a new post shows as soon as that id moves); the API passes one with a short TTL, the benchmark
   * and the tests of the statements none. `synonyms` and `newestId`: as the API caches them;
   * without them, read here.
   */
  async function search(
    query: string,
    page: SearchPage,
    opts: { cache?: TtlCache<SearchAnswer>; synonyms?: SynonymTable; newestId?: () => Promise<number> } = {},
  ): Promise<SearchAnswer> {
    const { cache } = opts;
    const words = queryWords(query);
    if (words.length === 0) return { edges: [], pageInfo: { endCursor: null, hasNextPage: false }, terms: [] };
    const groups = await expand(words, opts.synonyms);
    const snapshot = await snapshotOf(page, opts.newestId);
    if (!cache) return answer(groups, snapshot, page);
    const key = JSON.stringify([groups, page.first, page.after ?? null, snapshot.maxId]);
    return cache.get(key, () => answer(groups, snapshot, page));
  }

  async function answer(groups: WordGroup[], snapshot: SearchCursor, page: SearchPage): Promise<SearchAnswer> {
    const terms = [...new Set(groups.flatMap((g) => [g.word, ...g.synonyms]))];
    const statements = statementsOf(groups, snapshot, page);
    const candidates = await candidatesOf(statements, snapshot);
    const ranked =
      candidates.length === 0
        ? []
        : rowsOf<{ id: number; score: string }>(await db.execute(statements.rank(candidates)));
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
      terms,
    };
  }

  /** The first page's statements for a text, for plans and benchmarks; null when it has no words. */
  async function firstPageStatements(query: string, first: number): Promise<SearchStatements | null> {
    const words = queryWords(query);
    if (words.length === 0) return null;
    return statementsOf(await expand(words), await snapshotOf({ first }), { first });
  }

  return { search, expand, firstPageStatements, newestPostId };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
