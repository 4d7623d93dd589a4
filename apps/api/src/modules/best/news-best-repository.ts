import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { postHref, type NewsBestTab, type NewsHeadline } from '@growday/contracts';
import type { Db } from '../../db/client';
import { posts, sources } from '../../db/schema';
import { hoursBefore, NEWS_BEST_PLANS, newsScoreSql, type RankOrder } from './ranking';

function orderBy(order: RankOrder, now: Date): SQL[] {
  const score = desc(newsScoreSql(posts, now));
  const tie = desc(posts.id);
  switch (order) {
    case 'comments':
      // Equal comment counts (common for fresh news) fall back to the score.
      return [desc(posts.commentCount), score, tie];
    case 'votes':
    case 'views':
      return [desc(posts.clickCount), tie];
    case 'score':
      return [score, tie];
  }
}

/** News best: news items (posts of type news) ranked per tab against the app clock. */
export function createNewsBestRepository(db: Db) {
  async function rankWithin(order: RankOrder, hours: number, first: number, now: Date) {
    return db
      .select({
        id: posts.id,
        type: posts.type,
        title: posts.title,
        commentCount: posts.commentCount,
        clickCount: posts.clickCount,
        sourceName: sources.name,
        sourceIconKey: sources.iconKey,
      })
      .from(posts)
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .where(and(eq(posts.type, 'news'), gte(posts.publishedAt, hoursBefore(now, hours)), lte(posts.publishedAt, now)))
      .orderBy(...orderBy(order, now))
      .limit(first);
  }

  return {
    async listHeadlines(tab: NewsBestTab, first: number, now: Date): Promise<NewsHeadline[]> {
      const plan = NEWS_BEST_PLANS[tab];
      let rows = await rankWithin(plan.order, plan.windowHours, first, now);
      if (plan.fallbackHours !== undefined && rows.length < first) {
        rows = await rankWithin(plan.order, plan.fallbackHours, first, now);
      }
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        href: postHref(r),
        commentCount: r.commentCount,
        clickCount: r.clickCount,
        source: { name: r.sourceName, iconKey: r.sourceIconKey },
      }));
    },
  };
}
export type NewsBestRepository = ReturnType<typeof createNewsBestRepository>;
