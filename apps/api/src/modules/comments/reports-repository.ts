import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import { COPY, ERROR_CODE, REPORT_HIDE_THRESHOLD, type ReportCommentBody, type ReportResult } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { commentReports, comments, posts } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../plugins/error-handler';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = 'ACTIVE' | 'DELETED_BY_REPORT';

/** One reported comment as the operator reviews it. */
export interface ReportedComment {
  commentId: number;
  postId: number;
  status: Status;
  isDeleted: boolean;
  reports: number;
  lastReportAt: Date;
  text: string;
}

/**
 * Moves a comment between ACTIVE and DELETED_BY_REPORT with its row locked by the caller; the
 * post's commentCount (visible comments) follows in the same transaction.
 */
async function setStatus(
  tx: Tx,
  row: { id: number; postId: number; status: Status; isDeleted: boolean },
  status: Status,
  moderatedAt: Date | null,
): Promise<void> {
  await tx
    .update(comments)
    .set({ status, ...(moderatedAt ? { moderatedAt } : {}) })
    .where(eq(comments.id, row.id));
  if (row.isDeleted || row.status === status) return;
  await tx
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + ${status === 'ACTIVE' ? 1 : -1}` })
    .where(eq(posts.id, row.postId));
}

async function lockComment(tx: Tx, commentId: number) {
  const [row] = await tx
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      status: comments.status,
      isDeleted: comments.isDeleted,
      moderatedAt: comments.moderatedAt,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
    .for('no key update');
  return row;
}

/**
 * Reports and their moderation. A report locks the comment, so the threshold check sees every
 * earlier report: at REPORT_HIDE_THRESHOLD distinct reporters since the last operator decision
 * the comment becomes DELETED_BY_REPORT.
 */
export function createReportsRepository(db: Db, clock: Clock) {
  async function moderate(commentId: number, status: Status): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await lockComment(tx, commentId);
      if (!row) return false;
      await setStatus(tx, row, status, clock.now());
      return true;
    });
  }

  return {
    report(userId: number, commentId: number, body: ReportCommentBody): Promise<ReportResult> {
      return db.transaction(async (tx) => {
        const row = await lockComment(tx, commentId);
        if (!row || row.isDeleted) throw notFound(COPY.comments.notFound);
        if (row.userId === userId) throw badRequest(COPY.report.ownComment, 'commentId');
        if (row.status !== 'ACTIVE') throw notFound(COPY.comments.notFound);
        const now = clock.now();
        const inserted = await tx
          .insert(commentReports)
          .values({
            commentId,
            userId,
            reportType: body.reportType,
            reportMessage: body.reportMessage,
            data: body.data ?? null,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ userId: commentReports.userId });
        if (inserted.length === 0) throw new HttpError(409, ERROR_CODE.conflict, COPY.report.duplicate);
        const [counted] = await tx
          .select({ n: count() })
          .from(commentReports)
          .where(
            and(
              eq(commentReports.commentId, commentId),
              row.moderatedAt ? gt(commentReports.createdAt, row.moderatedAt) : undefined,
            ),
          );
        const hidden = (counted?.n ?? 0) >= REPORT_HIDE_THRESHOLD;
        if (hidden) await setStatus(tx, row, 'DELETED_BY_REPORT', null);
        return { commentId, reportType: body.reportType, hidden };
      });
    },

    /** Reported comments (hidden or not), most recently reported first, with all their reports counted. */
    async list(limit = 50): Promise<ReportedComment[]> {
      const rows = await db
        .select({
          commentId: comments.id,
          postId: comments.postId,
          status: comments.status,
          isDeleted: comments.isDeleted,
          reports: count(),
          lastReportAt: max(commentReports.createdAt),
          text: comments.text,
        })
        .from(commentReports)
        .innerJoin(comments, eq(comments.id, commentReports.commentId))
        .groupBy(comments.id)
        .orderBy(desc(max(commentReports.createdAt)), desc(comments.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, lastReportAt: r.lastReportAt ?? new Date(0) }));
    },

    /** Operator hide; false when no comment has this id. */
    hide: (commentId: number) => moderate(commentId, 'DELETED_BY_REPORT'),

    /** Operator restore; earlier reports stop counting toward the threshold. */
    restore: (commentId: number) => moderate(commentId, 'ACTIVE'),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
