import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_WINDOW_HOURS,
  RANKING_MAX_POSITION,
  RECOMMENDED_HISTORY_READS,
  RECOMMENDED_HISTORY_TAGS,
  RECOMMENDED_WINDOW_HOURS,
  type Connection,
  type Post,
  type PostTag,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { bookmarks, postIgnores, postReads, posts, postTags, sources } from '../../db/schema';
import { jsonOf, rowsOf } from '../analytics/rows';
import { POST_JSON_COLUMNS, type JsonPostRow } from '../posts/post-json-columns';
import { postColumns, toPost } from '../posts/posts-repository';
import { overlayConnectionWith } from '../viewer-state/viewer-state';
import { encodeRankCursor } from './rank-cursor';
import { hoursBefore, rankingScoreSql, startOfKoreanDay } from './ranking-score';

export interface RankPage {
  first: number;
  /** How many ranked posts came before this page (0 for the first). */
  position: number;
}

/** A recommended page row as its JSON carries it: the card, its place on the page and the viewer's flags. */
type JsonRecommendedRow = JsonPostRow & { n: number; read: boolean; bookmarked: boolean; ignored: boolean };

const EMPTY: Connection<Post> = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/**
 * The home rankings (docs/decisions.md, "Home rankings"). Each one scores only a bounded set of
 * candidates found through the published_at index (today, or the last N hours), never the whole
 * table, then sorts them in the database and answers one page.
 */
export function createRankingsRepository(db: Db) {
  /**
   * One page of a ranking in two steps: the ids, ranked on the narrow posts rows alone, then the
   * cards of those ids only. The card columns are wide (title, description, URL, tags); carrying
   * them through the sort of every candidate would cost more than the ranking itself.
   */
  async function listRanked(candidates: SQL | undefined, order: SQL[], page: RankPage): Promise<Connection<Post>> {
    const room = RANKING_MAX_POSITION - page.position;
    if (room <= 0) return EMPTY;
    const take = Math.min(page.first, room);
    const ranked = await db
      .select({ id: posts.id })
      .from(posts)
      .where(candidates)
      .orderBy(...order, desc(posts.id))
      .limit(take + 1)
      .offset(page.position);
    const ids = ranked.slice(0, take).map((r) => r.id);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select(postColumns)
            .from(posts)
            .innerJoin(sources, eq(sources.id, posts.sourceId))
            .where(inArray(posts.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const edges = ids.flatMap((id, i) => {
      const row = byId.get(id);
      return row ? [{ node: toPost(row), cursor: encodeRankCursor(page.position + i + 1) }] : [];
    });
    return {
      edges,
      pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: ranked.length > take },
    };
  }
  /** Published between `from` and now (never a post dated in the future). */
  const publishedBetween = (from: Date, now: Date) => and(gte(posts.publishedAt, from), lte(posts.publishedAt, now));

  return {
    /** Published since 00:00 today, Korea time, up to now; best (highest score) first. */
    listToday(now: Date, page: RankPage): Promise<Connection<Post>> {
      return listRanked(publishedBetween(startOfKoreanDay(now), now), [desc(rankingScoreSql(now))], page);
    },

    /** Published in the last POPULAR_WINDOW_HOURS; highest score first. */
    listPopular(now: Date, page: RankPage): Promise<Connection<Post>> {
      return listRanked(
        publishedBetween(hoursBefore(now, POPULAR_WINDOW_HOURS), now),
        [desc(rankingScoreSql(now))],
        page,
      );
    },

    /**
     * The signed-in viewer's recommendations: posts of the last RECOMMENDED_WINDOW_HOURS having a
     * followed tag or a tag of their latest reads. Unread before read; among each, posts with a
     * followed tag first; then score times (1 + reading-history affinity). Empty when the viewer
     * follows no tag and has read nothing (the website then asks them to choose tags). The page
     * comes with the viewer's flags laid over and without the posts they marked not interested
     * (overlayConnectionWith: the cursor still follows the full ranking).
     *
     * ONE named statement (issue 13 item 5): the history's tag weights, the candidates, the rank,
     * the cards and the viewer's flags, answered as one JSON value. Five statements before (history
     * count, history tags, ranked ids, cards, flags) each paid parse, plan and protocol on the
     * single-threaded embedded database and a row-by-row decode; with the page cache off that was
     * the p99 of the route. The followed tag ids stay an argument: the route keeps them per viewer.
     */
    async listRecommended(
      userId: number,
      followedTagIds: readonly number[],
      now: Date,
      page: RankPage,
    ): Promise<Connection<Post>> {
      const room = RANKING_MAX_POSITION - page.position;
      if (room <= 0) return EMPTY;
      const take = Math.min(page.first, room);
      // Tag ids are integers (the database's or a validated request's): the array literal holds numbers only.
      const followed = `{${followedTagIds.map((id) => Math.trunc(id)).join(',')}}`;
      const from = hoursBefore(now, RECOMMENDED_WINDOW_HOURS);
      const probe = (table: typeof bookmarks | typeof postIgnores) =>
        sql`exists (select 1 from ${table} v where v.user_id = ${userId}::int and v.post_id = p.id)`;
      // The same text for every viewer, tag set and page: every value is a parameter, so
      // executeNamed plans it once per connection. The history's tags join the followed ones in
      // one array (an init plan), so post_tags is still read through post_tags_tag_id_idx.
      const [answer] = rowsOf<{ rows: JsonRecommendedRow[] | string | null }>(
        await executeNamed(
          db,
          'recommended_page',
          sql`
          with latest as (
            select r.post_id from ${postReads} r
            where r.user_id = ${userId}::int
            order by r.read_at desc, r.post_id desc
            limit ${RECOMMENDED_HISTORY_READS}::int
          ),
          history as (
            -- Each of the most frequent tags of those reads, weighted by the share of reads carrying it.
            select pt.tag_id, count(*)::float8 / (select count(*) from latest) as weight
            from latest join ${postTags} pt on pt.post_id = latest.post_id
            group by pt.tag_id
            order by count(*) desc, pt.tag_id
            limit ${RECOMMENDED_HISTORY_TAGS}::int
          ),
          interest as (
            -- Per candidate: does it carry a followed tag, and the sum of its tags' history weights.
            select pt.post_id,
                   bool_or(pt.tag_id = any(${followed}::int[])) as followed,
                   coalesce(sum(h.weight), 0) as affinity
            from ${postTags} pt
            join ${posts} wp on wp.id = pt.post_id
              and wp.published_at >= ${from.toISOString()}::timestamptz and wp.published_at <= ${now.toISOString()}::timestamptz
            left join history h on h.tag_id = pt.tag_id
            where pt.tag_id = any(${followed}::int[] || array(select tag_id from history))
            group by pt.post_id
          ),
          ranked as (
            -- The page's ids ranked on the narrow rows; the cards are read for these only.
            select ${posts.id} as id, (${postReads.postId} is not null) as read, interest.followed,
                   ${rankingScoreSql(now)} * (1 + interest.affinity) as score
            from ${posts}
            join interest on interest.post_id = ${posts.id}
            left join ${postReads} on ${postReads.userId} = ${userId}::int and ${postReads.postId} = ${posts.id}
            order by read asc, interest.followed desc, score desc, ${posts.id} desc
            limit ${take + 1}::int offset ${page.position}::int
          )
          select json_agg(x order by x.n) as "rows" from (
            select ${POST_JSON_COLUMNS}, r.n, r.read, ${probe(bookmarks)} as bookmarked, ${probe(postIgnores)} as ignored
            from (
              select ranked.*, row_number() over (order by read asc, followed desc, score desc, id desc) as n
              from ranked
            ) r
            join ${posts} p on p.id = r.id
            join ${sources} s on s.id = p.source_id
          ) x`,
        ),
      );
      const rows = answer?.rows ? jsonOf(answer.rows) : [];
      const shown = rows.slice(0, take);
      const edges = shown.map((json, i) => ({
        node: toPost({ ...json, publishedAt: new Date(json.publishedAt), tags: json.tags as PostTag[] }),
        cursor: encodeRankCursor(page.position + i + 1),
      }));
      const idsWhere = (flag: 'bookmarked' | 'read' | 'ignored') =>
        new Set(shown.filter((row) => row[flag]).map((row) => row.id));
      return overlayConnectionWith(
        { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > take } },
        { bookmarked: idsWhere('bookmarked'), read: idsWhere('read'), ignored: idsWhere('ignored') },
      );
    },
  };
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
