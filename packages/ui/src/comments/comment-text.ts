import * as COPY from '@growday/contracts/copy';
import { COMMENT_MAX_LENGTH } from '@growday/contracts/client';

/** Input longer than the limit is cut, not refused (CC-COM-10); UTF-16 units, as the server counts. */
export function clampCommentText(text: string): string {
  return text.length > COMMENT_MAX_LENGTH ? text.slice(0, COMMENT_MAX_LENGTH) : text;
}

/** Empty, whitespace-only or the literal 'undefined': alerted and never sent (CC-COM-09). */
export function isBlankCommentText(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed.length === 0 || trimmed === 'undefined';
}

/** The counter n/300 (CC-COM-11). */
export function commentCounter(text: string): string {
  return COPY.comments.counter(text.length, COMMENT_MAX_LENGTH);
}
