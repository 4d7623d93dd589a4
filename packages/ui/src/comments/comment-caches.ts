import type {
  Comment,
  CommentList,
  CommentPostKind,
  CommentReactionState,
  Connection,
  Reply,
} from '@growday/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { commentKeys } from '../queries/comments';
import { newsKeys, similarKeys } from '../queries/content';
import { patchQueries, type OptimisticContext } from '../queries/optimistic';
import { postKeys } from '../queries/posts';
import { scrapKeys } from '../queries/scrap';

type CountedPost = { id: number; commentCount: number; kind?: string };

function isCountedPost(value: unknown, postId: number): value is CountedPost {
  if (!value || typeof value !== 'object') return false;
  const node = value as Partial<CountedPost>;
  // Community posts (popular panel items of kind community) live in another id space.
  return (
    node.id === postId && typeof node.commentCount === 'number' && (node.kind === undefined || node.kind === 'post')
  );
}

/** Patch every copy of the post in one cached value of any shape (a post, edges, pages, arrays). */
function patchPostCount(data: unknown, postId: number, commentCount: number): unknown {
  if (isCountedPost(data, postId)) return data.commentCount === commentCount ? data : { ...data, commentCount };
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchPostCount(item, postId, commentCount);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (!data || typeof data !== 'object') return data;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    // Only the members that hold posts: lists (pages, edges) and edge nodes.
    const patched =
      key === 'pages' || key === 'edges' || key === 'node' ? patchPostCount(value, postId, commentCount) : value;
    if (patched !== value) changed = true;
    next[key] = patched;
  }
  return changed ? next : data;
}

/** Caches that may hold the post (best lists hold community posts only). */
const POST_PREFIXES: QueryKey[] = [postKeys.all, newsKeys.all, scrapKeys.all, similarKeys.all];

/**
 * The create answer's commentCount goes into every cached copy of the post (CC-COM-06). These
 * caches hold posts only; a community post's page is drawn by the server and its comment area
 * shows the list's own total, so a community count patches nothing here (the same id may be a post).
 */
export function applyPostCommentCount(
  queryClient: QueryClient,
  postId: number,
  commentCount: number,
  kind: CommentPostKind = 'post',
): void {
  if (kind !== 'post') return;
  for (const queryKey of POST_PREFIXES) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => patchPostCount(data, postId, commentCount));
  }
}

function patchReply<T extends Reply>(reply: T, state: CommentReactionState): T {
  if (reply.id !== state.commentId) return reply;
  return {
    ...reply,
    viewerHasLiked: state.viewerHasLiked,
    viewerHasDisliked: state.viewerHasDisliked,
    likeCount: state.likeCount,
    dislikeCount: state.dislikeCount,
  };
}

type ReplyPages = { pages: Connection<Reply>[]; pageParams: unknown[] };

const isCommentList = (data: unknown): data is CommentList =>
  !!data && typeof data === 'object' && Array.isArray((data as Partial<CommentList>).comments);
const isReplyPages = (data: unknown): data is ReplyPages =>
  !!data && typeof data === 'object' && Array.isArray((data as Partial<ReplyPages>).pages);

/**
 * Put a reaction answer into the post's cached comment lists and held-back reply pages, so both
 * sorts and the full page's replies agree without a fetch. Returns the rollback (an optimistic write's undo).
 */
export function applyCommentReaction(
  queryClient: QueryClient,
  postId: number,
  state: CommentReactionState,
  kind: CommentPostKind = 'post',
): OptimisticContext {
  return patchQueries(queryClient, [commentKeys.post(postId, kind)], (data) => {
    if (isCommentList(data)) {
      return {
        ...data,
        comments: data.comments.map((comment): Comment => ({
          ...patchReply(comment, state),
          children: comment.children.map((reply) => patchReply(reply, state)),
        })),
      };
    }
    if (isReplyPages(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          edges: page.edges.map((edge) => ({ ...edge, node: patchReply(edge.node, state) })),
        })),
      };
    }
    return data;
  });
}
