import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import {
  COPY,
  ERROR_CODE,
  REPORT_HIDE_THRESHOLD,
  type CommentPostKind,
  type ReportCommentBody,
  type ReportResult,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { commentReports, comments, posts, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../plugins/error-handler';
import { isTargetOpen, targetOf } from './comment-target';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = 'ACTIVE' | 'DELETED_BY_REPORT';

/** One reported comment as the operator reviews it. */
export interface ReportedComment {
  commentId: number;
  /** The post, or the community post when postKind is community. */
  postId: number;
  postKind: CommentPostKind;
  status: Status;
  isDeleted: boolean;
  reports: number;
  lastReportAt: Date;
  text: string;
}

/** One report as the operator's desk shows it. */
export interface ReviewReport {
  reporter: string | null;
  reportType: string;
  reportMessage: string;
  createdAt: Date;
  open: boolean;
}

/** A reported comment with each of its reports, for the review queue on /admin. */
export interface ReviewItem {
  commentId: number;
  /** The post, or the community post when postKind is community. */
  postId: number;
  postKind: CommentPostKind;
  text: string;
  writer: string | null;
  status: Status;
  isDeleted: boolean;
  reportCount: number;
  openReportCount: number;
  lastReportAt: Date;
  reports: ReviewReport[];
}

/**
 * Moves a comment between ACTIVE and DELETED_BY_REPORT with its row locked by the caller; the
 * post's commentCount (visible comments) follows in the same transaction (a community post's by
 * the comments trigger of migration 0022).
 */
async function setStatus(
  tx: Tx,
  row: { id: number; postId: number | null; status: Status; isDeleted: boolean },
  status: Status,
  moderatedAt: Date | null,
): Promise<void> {
  await tx
    .update(comments)
    .set({ status, ...(moderatedAt ? { moderatedAt } : {}) })
    .where(eq(comments.id, row.id));
  if (row.isDeleted || row.status === status || row.postId === null) return;
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
      communityPostId: comments.communityPostId,
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
        if (!row || row.isDeleted || !(await isTargetOpen(tx, row))) throw notFound(COPY.comments.notFound);
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
          communityPostId: comments.communityPostId,
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
      return rows.map(({ postId, communityPostId, ...r }) => {
        const target = targetOf({ postId, communityPostId });
        return { ...r, postId: target.id, postKind: target.kind, lastReportAt: r.lastReportAt ?? new Date(0) };
      });
    },

    /**
     * The review queue: reported comments, those with reports since the last operator decision
     * first, then by latest report, each with all its reports (oldest first).
     */
    async listForReview(limit: number): Promise<ReviewItem[]> {
      const lastReportAt = max(commentReports.createdAt);
      const openCount =
        sql<number>`count(*) filter (where ${comments.moderatedAt} is null or ${commentReports.createdAt} > ${comments.moderatedAt})`.mapWith(
          Number,
        );
      const rows = await db
        .select({
          commentId: comments.id,
          postId: comments.postId,
          communityPostId: comments.communityPostId,
          text: comments.text,
          writer: users.username,
          status: comments.status,
          isDeleted: comments.isDeleted,
          moderatedAt: comments.moderatedAt,
          reportCount: count(),
          openReportCount: openCount,
          lastReportAt,
        })
        .from(commentReports)
        .innerJoin(comments, eq(comments.id, commentReports.commentId))
        .leftJoin(users, eq(users.id, comments.userId))
        .groupBy(comments.id, users.username)
        .orderBy(desc(sql`${openCount} > 0`), desc(lastReportAt), desc(comments.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const reports = await db
        .select({
          commentId: commentReports.commentId,
          reporter: users.username,
          reportType: commentReports.reportType,
          reportMessage: commentReports.reportMessage,
          createdAt: commentReports.createdAt,
        })
        .from(commentReports)
        .innerJoin(users, eq(users.id, commentReports.userId))
        .where(
          inArray(
            commentReports.commentId,
            rows.map((r) => r.commentId),
          ),
        )
        .orderBy(asc(commentReports.createdAt), asc(commentReports.userId));
      return rows.map(({ moderatedAt, lastReportAt: last, postId, communityPostId, ...row }) => ({
        ...row,
        postId: targetOf({ postId, communityPostId }).id,
        postKind: targetOf({ postId, communityPostId }).kind,
        lastReportAt: last ?? new Date(0),
        reports: reports
          .filter((r) => r.commentId === row.commentId)
          .map(({ commentId: _c, ...r }) => ({ ...r, open: moderatedAt === null || r.createdAt > moderatedAt })),
      }));
    },

    /**
     * Operator dismissal: the reports were unfounded. The comment is (or is again) visible and
     * every report so far stops counting, as after restore; the rows stay, so the same reporters
     * cannot report it again to hide it anew. False when the comment has no reports.
     */
    dismiss(commentId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await lockComment(tx, commentId);
        if (!row) return false;
        const [reported] = await tx
          .select({ n: count() })
          .from(commentReports)
          .where(eq(commentReports.commentId, commentId));
        if (!reported?.n) return false;
        await setStatus(tx, row, 'ACTIVE', clock.now());
        return true;
      });
    },

    /** Operator hide; false when no comment has this id. */
    hide: (commentId: number) => moderate(commentId, 'DELETED_BY_REPORT'),

    /** Operator restore; earlier reports stop counting toward the threshold. */
    restore: (commentId: number) => moderate(commentId, 'ACTIVE'),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
