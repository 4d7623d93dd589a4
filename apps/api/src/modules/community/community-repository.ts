import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  BEST_PERIODS,
  COMMUNITY_COPY,
  ERROR_CODE,
  RANKING_MAX_POSITION,
  ROUTES,
  type BestPeriod,
  type CommunityCategory,
  type CommunityPost,
  type CommunityPostBody,
  type CommunityPostSummary,
  type CommunityVote,
  type CommunityVoteState,
  type Connection,
  type ListCommunityPostsQuery,
  type ReportType,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { communityCategories, communityPostReports, communityPosts, communityPostVotes, users } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/error-handler';
import { communityRankOrder } from '../best/community-posts-repository';
import { COMMUNITY_BEST_PLANS, hoursBefore } from '../best/ranking';
import { decodePostCursor, encodePostCursor } from '../posts/cursor';
import { decodeRankCursor, encodeRankCursor } from '../rankings/rank-cursor';
import { renderCommunityMarkdown } from './markdown';

const summaryColumns = {
  id: communityPosts.id,
  title: communityPosts.title,
  author: users.username,
  categoryId: communityCategories.id,
  categorySlug: communityCategories.slug,
  categoryName: communityCategories.name,
  upCount: communityPosts.upCount,
  downCount: communityPosts.downCount,
  voteCount: communityPosts.voteCount,
  commentCount: communityPosts.commentCount,
  viewCount: communityPosts.viewCount,
  createdAt: communityPosts.createdAt,
  editedAt: communityPosts.editedAt,
};
const summaryQuery = (db: Db) =>
  db
    .select(summaryColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .$dynamic();
type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

function toSummary(r: SummaryRow): CommunityPostSummary {
  return {
    id: r.id,
    title: r.title,
    category:
      r.categoryId !== null && r.categorySlug !== null && r.categoryName !== null
        ? { id: r.categoryId, slug: r.categorySlug, name: r.categoryName }
        : null,
    author: r.author,
    upCount: r.upCount,
    downCount: r.downCount,
    voteCount: r.voteCount,
    commentCount: r.commentCount,
    viewCount: r.viewCount,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    href: ROUTES.bestItem(r.id),
  };
}

const VOTE_VALUE: Record<CommunityVote, 1 | -1> = { up: 1, down: -1 };
const voteOf = (value: number | undefined): CommunityVote | null => (value === 1 ? 'up' : value === -1 ? 'down' : null);

const isBestPeriod = (sort: string): sort is BestPeriod => (BEST_PERIODS as readonly string[]).includes(sort);
const visible = isNull(communityPosts.hiddenAt);
const FK_VIOLATION = '23503';
const isFkViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === FK_VIOLATION || e?.cause?.code === FK_VIOLATION;
};

/**
 * Community posts as members write, read, vote on and report them (issue 16). Every change acts
 * as the given user only: another member's post answers 403, an unknown or hidden one 404, and a
 * refused change writes nothing.
 */
export function createCommunityRepository(db: Db, clock: Clock) {
  const selectSummaries = () => summaryQuery(db);

  /** One page of the posts matching `condition`, newest first, keyed by (created_at, id). */
  async function newestFirst(condition: SQL | undefined, page: { first: number; after?: string | undefined }) {
    const after = page.after ? decodePostCursor(page.after) : undefined;
    const rows = await selectSummaries()
      .where(
        and(
          condition,
          after
            ? or(
                lt(communityPosts.createdAt, after.publishedAt),
                and(eq(communityPosts.createdAt, after.publishedAt), lt(communityPosts.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
      .limit(page.first + 1);
    const edges = rows.slice(0, page.first).map((r) => ({
      node: toSummary(r),
      cursor: encodePostCursor({ publishedAt: r.createdAt, id: r.id }),
    }));
    return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > page.first } };
  }

  async function categoryIdOf(slug: string | undefined): Promise<number | null | undefined> {
    if (slug === undefined) return undefined;
    const [row] = await db
      .select({ id: communityCategories.id })
      .from(communityCategories)
      .where(eq(communityCategories.slug, slug))
      .limit(1);
    return row?.id ?? null;
  }

  async function requireCategory(categoryId: number): Promise<void> {
    const [row] = await db
      .select({ id: communityCategories.id })
      .from(communityCategories)
      .where(eq(communityCategories.id, categoryId))
      .limit(1);
    if (!row) throw badRequest(`categoryId: ${COMMUNITY_COPY.unknownCategory}`, 'categoryId');
  }

  /** The post's writer, for the ownership check; 404 when unknown or hidden. */
  async function ownerOf(id: number): Promise<number | null> {
    const [row] = await db
      .select({ authorId: communityPosts.authorId })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, id), visible))
      .limit(1);
    if (!row) throw notFound(COMMUNITY_COPY.notFound);
    return row.authorId;
  }

  async function requireOwnPost(userId: number, id: number): Promise<void> {
    const authorId = await ownerOf(id);
    if (authorId !== userId) throw forbidden(COMMUNITY_COPY.forbidden);
  }

  async function voteState(postId: number, viewerId: number): Promise<CommunityVoteState> {
    const [post] = await db
      .select({
        upCount: communityPosts.upCount,
        downCount: communityPosts.downCount,
        voteCount: communityPosts.voteCount,
      })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    if (!post) throw notFound(COMMUNITY_COPY.notFound);
    const [vote] = await db
      .select({ value: communityPostVotes.value })
      .from(communityPostVotes)
      .where(and(eq(communityPostVotes.postId, postId), eq(communityPostVotes.userId, viewerId)));
    return { postId, ...post, viewerVote: voteOf(vote?.value) };
  }

  return {
    async listCategories(): Promise<CommunityCategory[]> {
      return db
        .select({ id: communityCategories.id, slug: communityCategories.slug, name: communityCategories.name })
        .from(communityCategories)
        .orderBy(communityCategories.position, communityCategories.id);
    },

    /**
     * Latest first (keyset on created_at, id), or a best period ranked as the best lists rank it
     * within the period's widest window (position cursor: a score moves with the clock).
     */
    async list(query: ListCommunityPostsQuery): Promise<Connection<CommunityPostSummary>> {
      const now = clock.now();
      const categoryId = await categoryIdOf(query.category);
      if (categoryId === null) return { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
      const inCategory = categoryId === undefined ? undefined : eq(communityPosts.categoryId, categoryId);
      if (isBestPeriod(query.sort)) {
        const plan = COMMUNITY_BEST_PLANS[query.sort];
        const position = query.after ? decodeRankCursor(query.after) : 0;
        const take = Math.min(query.first, Math.max(RANKING_MAX_POSITION - position, 0));
        if (take === 0) return { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
        const from = hoursBefore(now, plan.fallbackHours ?? plan.windowHours);
        const rows = await selectSummaries()
          .where(and(visible, inCategory, gte(communityPosts.createdAt, from), lte(communityPosts.createdAt, now)))
          .orderBy(...communityRankOrder(plan.order, now))
          .limit(take + 1)
          .offset(position);
        const edges = rows
          .slice(0, take)
          .map((r, i) => ({ node: toSummary(r), cursor: encodeRankCursor(position + i + 1) }));
        return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > take } };
      }
      return newestFirst(and(visible, inCategory, lte(communityPosts.createdAt, now)), query);
    },

    /** The writer's own posts, newest first (the my page list); hidden ones included, they are theirs. */
    async listByAuthor(userId: number, page: { first: number; after?: string | undefined }) {
      return newestFirst(eq(communityPosts.authorId, userId), page);
    },

    /** One post for the viewer, its body rendered; null when unknown or hidden. */
    async findById(id: number, viewerId: number | null): Promise<CommunityPost | null> {
      const [row] = await db
        .select({ ...summaryColumns, body: communityPosts.body, authorId: communityPosts.authorId })
        .from(communityPosts)
        .leftJoin(users, eq(users.id, communityPosts.authorId))
        .leftJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
        .where(and(eq(communityPosts.id, id), visible))
        .limit(1);
      if (!row) return null;
      const [vote] =
        viewerId === null
          ? []
          : await db
              .select({ value: communityPostVotes.value })
              .from(communityPostVotes)
              .where(and(eq(communityPostVotes.postId, id), eq(communityPostVotes.userId, viewerId)));
      const { category, ...summary } = toSummary(row);
      return {
        ...summary,
        category,
        body: row.body,
        bodyHtml: renderCommunityMarkdown(row.body),
        viewerVote: voteOf(vote?.value),
        isWriter: viewerId !== null && row.authorId === viewerId,
      };
    },

    async create(userId: number, input: CommunityPostBody): Promise<number> {
      await requireCategory(input.categoryId);
      const [row] = await db
        .insert(communityPosts)
        .values({
          key: `member-${randomUUID()}`,
          title: input.title,
          body: input.body,
          categoryId: input.categoryId,
          authorId: userId,
          createdAt: clock.now(),
        })
        .returning({ id: communityPosts.id });
      if (!row) throw new Error('community post insert returned nothing');
      return row.id;
    },

    /** The writer's edit; the edited mark moves only when something changed. */
    async update(userId: number, id: number, input: CommunityPostBody): Promise<void> {
      await requireOwnPost(userId, id);
      await requireCategory(input.categoryId);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ title: communityPosts.title, body: communityPosts.body, categoryId: communityPosts.categoryId })
          .from(communityPosts)
          .where(and(eq(communityPosts.id, id), eq(communityPosts.authorId, userId)))
          .for('update');
        if (!current) throw notFound(COMMUNITY_COPY.notFound);
        const changed =
          current.title !== input.title || current.body !== input.body || current.categoryId !== input.categoryId;
        if (!changed) return;
        await tx
          .update(communityPosts)
          .set({ title: input.title, body: input.body, categoryId: input.categoryId, editedAt: clock.now() })
          .where(eq(communityPosts.id, id));
      });
    },

    /** The writer's delete: the post, its votes, reports and view claims go (cascade). */
    async remove(userId: number, id: number): Promise<void> {
      await requireOwnPost(userId, id);
      await db.delete(communityPosts).where(and(eq(communityPosts.id, id), eq(communityPosts.authorId, userId)));
    },

    /**
     * Sets (up, down) or removes (null) the viewer's vote. One row per member and post, changed
     * in place; the counters move by trigger in the same statement, so they equal the rows
     * however many vote at once. A post deleted meanwhile answers 404 (the foreign key refuses).
     */
    async vote(userId: number, id: number, vote: CommunityVote | null): Promise<CommunityVoteState> {
      await ownerOf(id);
      try {
        if (vote === null) {
          await db
            .delete(communityPostVotes)
            .where(and(eq(communityPostVotes.postId, id), eq(communityPostVotes.userId, userId)));
        } else {
          const value = VOTE_VALUE[vote];
          await db
            .insert(communityPostVotes)
            .values({ postId: id, userId, value, createdAt: clock.now() })
            .onConflictDoUpdate({
              target: [communityPostVotes.postId, communityPostVotes.userId],
              set: { value, createdAt: clock.now() },
              // An unchanged vote writes nothing, so the trigger sees only real changes.
              setWhere: sql`${communityPostVotes.value} <> excluded.value`,
            });
        }
      } catch (error) {
        if (isFkViolation(error)) throw notFound(COMMUNITY_COPY.notFound);
        throw error;
      }
      return voteState(id, userId);
    },

    /** One report per member and post; a second answers 409 and changes nothing. */
    async report(userId: number, id: number, input: { reportType: ReportType; reportMessage: string }) {
      await ownerOf(id);
      try {
        const inserted = await db
          .insert(communityPostReports)
          .values({ postId: id, userId, ...input, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ postId: communityPostReports.postId });
        if (inserted.length === 0) throw new HttpError(409, ERROR_CODE.conflict, COMMUNITY_COPY.alreadyReported);
      } catch (error) {
        if (isFkViolation(error)) throw notFound(COMMUNITY_COPY.notFound);
        throw error;
      }
      return { postId: id, reportType: input.reportType };
    },
  };
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
