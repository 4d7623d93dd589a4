/**
 * The reply area under a top-level comment (content spec §4 "Reply area", CC-REPLY-01):
 * - BOTH_CLOSED: neither the replies nor a reply input show;
 * - REPLY_INPUT_OPEN: the replies are listed with the reply input under them;
 * - COMMENT_INPUT_OPEN: only the reply input shows (a comment with no replies yet).
 */
export type ReplyAreaState = 'BOTH_CLOSED' | 'REPLY_INPUT_OPEN' | 'COMMENT_INPUT_OPEN';

export type ReplyAreaEvent =
  /** The reply button: opens the area (with the list when there are replies) or closes it (CC-REPLY-02). */
  | { type: 'toggle'; hasReplies: boolean }
  /** replyCount went up (a reply was posted): the list opens again to show it (CC-REPLY-04). */
  | { type: 'replyCountRose' };

export const INITIAL_REPLY_AREA: ReplyAreaState = 'BOTH_CLOSED';

export function replyAreaReducer(state: ReplyAreaState, event: ReplyAreaEvent): ReplyAreaState {
  switch (event.type) {
    case 'toggle':
      if (state !== 'BOTH_CLOSED') return 'BOTH_CLOSED';
      return event.hasReplies ? 'REPLY_INPUT_OPEN' : 'COMMENT_INPUT_OPEN';
    case 'replyCountRose':
      return 'REPLY_INPUT_OPEN';
  }
}

export const isReplyListOpen = (state: ReplyAreaState) => state === 'REPLY_INPUT_OPEN';
export const isReplyInputOpen = (state: ReplyAreaState) => state !== 'BOTH_CLOSED';
