import { and, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { reportTypeSchema, ROUTES, type AdminCommunityReport } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { communityPostReports, communityPosts, users } from '../../db/schema';

/** A report is open when it came after the post's last operator decision (or there was none). */
const isOpen = or(isNull(communityPosts.moderatedAt), gt(communityPostReports.createdAt, communityPosts.moderatedAt));

/**
 * The review queue of reported community posts (docs/decisions.md, Community): the operator hides
 * a post (it answers 404 and leaves every list), restores it, or dismisses its reports; each
 * decision closes the reports made before it.
 */
export function createCommunityReportsReview(db: Db, clock: Clock) {
  return {
    async list(limit: number): Promise<AdminCommunityReport[]> {
      const heads = await db
        .select({
          id: communityPosts.id,
          title: communityPosts.title,
          author: users.username,
          hiddenAt: communityPosts.hiddenAt,
          openReportCount: sql<number>`count(*) filter (where ${isOpen})`.mapWith(Number),
          lastReportAt: max(communityPostReports.createdAt),
        })
        .from(communityPostReports)
        .innerJoin(communityPosts, eq(communityPosts.id, communityPostReports.postId))
        .leftJoin(users, eq(users.id, communityPosts.authorId))
        .groupBy(communityPosts.id, users.username)
        .orderBy(desc(sql`count(*) filter (where ${isOpen}) > 0`), desc(max(communityPostReports.createdAt)))
        .limit(limit);
      const ids = heads.map((h) => h.id);
      const reports =
        ids.length === 0
          ? []
          : await db
              .select({
                postId: communityPostReports.postId,
                reporter: users.username,
                reportType: communityPostReports.reportType,
                reportMessage: communityPostReports.reportMessage,
                createdAt: communityPostReports.createdAt,
              })
              .from(communityPostReports)
              .leftJoin(users, eq(users.id, communityPostReports.userId))
              .where(inArray(communityPostReports.postId, ids))
              .orderBy(desc(communityPostReports.createdAt));
      return heads.map((h) => ({
        post: { id: h.id, title: h.title, author: h.author, href: ROUTES.bestItem(h.id), hidden: h.hiddenAt !== null },
        openReportCount: h.openReportCount,
        lastReportAt: (h.lastReportAt ?? new Date(0)).toISOString(),
        reports: reports
          .filter((r) => r.postId === h.id)
          .map((r) => ({
            reporter: r.reporter,
            reportType: reportTypeSchema.catch('ETC').parse(r.reportType),
            reportMessage: r.reportMessage,
            createdAt: r.createdAt.toISOString(),
          })),
      }));
    },

    /** Hide (true) or show (false) a reported post; false when no reported post has this id. */
    async decide(postId: number, hidden: boolean): Promise<boolean> {
      const now = clock.now();
      const [reported] = await db
        .select({ postId: communityPostReports.postId })
        .from(communityPostReports)
        .where(eq(communityPostReports.postId, postId))
        .limit(1);
      if (!reported) return false;
      const updated = await db
        .update(communityPosts)
        .set({ hiddenAt: hidden ? now : null, moderatedAt: now })
        .where(and(eq(communityPosts.id, postId)))
        .returning({ id: communityPosts.id });
      return updated.length > 0;
    },
  };
}
