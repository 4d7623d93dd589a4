import {
  COPY,
  FILES_BASE_PATH,
  ROUTES,
  type Comment,
  type CommentList,
  type CurrentUser,
  type Reply,
} from '@growday/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { CommentArea } from '../src/comments/comment-area';
import { CommentInput } from '../src/comments/comment-input';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { commentKeys } from '../src/queries/comments';
import { createQueryClient } from '../src/queries/query-client';
import { userKeys } from '../src/queries/users';
import { replyFixture } from './helpers/comment-fixtures';

const viewer = { id: 1, username: 'reader' } as CurrentUser;

// Liked twice and disliked once, so the counts show.
const reply = (extra: Partial<Reply> = {}): Reply => replyFixture({ likeCount: 2, dislikeCount: 1, ...extra });
const comment = (extra: Partial<Comment> = {}): Comment => ({ ...reply(), children: [], ...extra });

/** Renders `ui` as `user` (null: a signed-out visitor), with `seed` filling the query cache first. */
function renderAs(user: CurrentUser | null, ui: ReactElement, seed: (client: QueryClient) => void = () => undefined) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.current(), user);
  seed(queryClient);
  const host = {
    Link: PlainLink,
    storageBaseUrl: FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: '', fetch: async () => new Response('{}') }),
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>{ui}</HostProvider>
    </QueryClientProvider>,
  );
}

function renderArea(list: CommentList, { showViewAll = true } = {}): string {
  return renderAs(viewer, <CommentArea postId={7} showViewAll={showViewAll} />, (client) =>
    client.setQueryData(commentKeys.list(7, 'likeCount', viewer.id), list),
  );
}

/** A reply box as its thread opens it. */
const renderReplyInput = (user: CurrentUser | null) =>
  renderAs(user, <CommentInput postId={7} parentId={1} label="답글" autoFocus />);

const listOf = (comments: Comment[], extra: Partial<CommentList> = {}): CommentList => ({
  comments,
  totalCommentCount: comments.length,
  isHighlyCommented: false,
  hasNextPage: false,
  ...extra,
});

describe('comment area rendering', () => {
  it('CC-COM-01 CC-COM-12 input, header with the count and the sort tabs, recommendation selected', () => {
    const html = renderArea(listOf([comment()], { totalCommentCount: 12 }));
    expect(html).toContain('data-testid="comment-input"');
    expect(html).toMatch(/data-testid="comment-total">12</);
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="likeCount"[^>]*>추천순</);
    expect(html).toMatch(/aria-selected="false"[^>]*data-value="createdAt"[^>]*>최신순</);
  });

  it('CC-COM-02 no comments shows the empty state text', () => {
    const html = renderArea(listOf([]));
    expect(html).toContain(`>${COPY.comments.empty}<`);
    expect(html).not.toContain('data-testid="comment-list"');
  });

  it('CC-COM-03 view all comments links to /news/{id}/comments only when highly commented', () => {
    expect(renderArea(listOf([comment()], { isHighlyCommented: true }))).toContain(
      `href="${ROUTES.newsComments(7)}" class="gd-button gd-comment-area__view-all"`,
    );
    expect(renderArea(listOf([comment()]))).not.toContain('comment-view-all');
    expect(renderArea(listOf([comment()], { isHighlyCommented: true }), { showViewAll: false })).not.toContain(
      'comment-view-all',
    );
  });

  it('CC-INPUT-01 collapsed, the input has the short placeholder and no counter or submit', () => {
    const html = renderArea(listOf([]));
    expect(html).toContain('data-expanded="false"');
    expect(html).toContain(`placeholder="${COPY.comments.placeholderShort}"`);
    expect(html).not.toContain('comment-counter');
  });

  it('CC-INPUT-02 CC-INPUT-03 an expanded input shows the user, the counter, submit and the guidance placeholder', () => {
    const html = renderReplyInput(viewer);
    expect(html).toContain('data-expanded="true"');
    expect(html).toContain('>reader<');
    expect(html).toContain('>0/300<');
    expect(html).toContain(`>${COPY.comments.submit}<`);
    expect(html).toContain(
      'placeholder="건전한 댓글 문화 정착을 위해 다른 사람에게 불쾌감을 주는 욕설, 혐오, 비하의 표현이나 타인의 권리를 침해하는 내용은 주의해주세요."',
    );
  });

  it('CC-AUTH-01 CC-AUTH-03 a visitor opening a thread to read it gets its reply box collapsed, not focused (which would ask them to sign in)', () => {
    const visitor = renderReplyInput(null);
    expect(visitor).toContain('data-expanded="false"');
    expect(visitor).toContain(`placeholder="${COPY.comments.placeholderShort}"`);
    expect(visitor).not.toContain('comment-input-user');
    // The same box for a member opens focused and expanded.
    expect(renderReplyInput(viewer)).toContain('data-expanded="true"');
  });

  it('CC-DISP-05 CC-DISP-06 deleted comments show the placeholder without menu; blocked ones hide their text', () => {
    const html = renderArea(
      listOf([
        comment({ id: 1, isDeleted: true, text: '' }),
        comment({ id: 2, viewerHasBlocked: true, text: '차단된 사람의 글' }),
      ]),
    );
    const deleted = html.match(/<article[^>]*data-comment-id="1".*?<\/article>/)?.[0] ?? '';
    expect(deleted).toContain(`>${COPY.comments.deleted}<`);
    expect(deleted).not.toContain('comment-more');
    const blocked = html.match(/<article[^>]*data-comment-id="2".*?<\/article>/)?.[0] ?? '';
    expect(blocked).toContain(`>${COPY.comments.blockedUser}<`);
    expect(blocked).not.toContain('차단된 사람의 글');
    expect(blocked).toContain('comment-more');
  });

  it('CC-DISP-07 CC-DISP-09 own comments carry 나 and the KST date and time', () => {
    const html = renderArea(listOf([comment({ isWriter: true })]));
    expect(html).toContain(`data-badge="me">${COPY.common.me}<`);
    expect(html).toContain('<span>2026.03.02</span> <span>00:04</span>');
  });

  it('CC-REACT-01 the reaction buttons show the viewer’s state and counts', () => {
    const html = renderArea(listOf([comment({ viewerHasLiked: true, likeCount: 5, dislikeCount: 1 })]));
    expect(html).toMatch(/data-reaction="like"[^>]*aria-pressed="true"/);
    expect(html).toMatch(/data-reaction="dislike"[^>]*aria-pressed="false"/);
    expect(html).toContain('data-testid="like-count">5<');
  });

  it('comment text is escaped text, never HTML', () => {
    const payload = '<script>window.__xss=1</script><img src=x onerror="alert(1)">';
    const html = renderArea(listOf([comment({ text: payload })]));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
  });

  it('CC-REPLY-03 a comment missing loaded replies links its reply button to the full page', () => {
    const html = renderArea(listOf([comment({ replyCount: 3, children: [reply({ id: 5, parentId: 1 })] })]));
    expect(html).toMatch(new RegExp(`<a href="${ROUTES.newsComments(7)}"[^>]*data-testid="reply-toggle">답글 3<`));
    const complete = renderArea(listOf([comment({ replyCount: 1, children: [reply({ id: 5, parentId: 1 })] })]));
    expect(complete).toMatch(/<button[^>]*data-testid="reply-toggle">답글 1</);
  });
});
