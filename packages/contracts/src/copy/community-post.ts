import { common } from './common';

/**
 * The community post page's controls (votes, the writer's edit and delete, the report). An area of
 * its own so the post page's first load carries these few strings, not the whole COMMUNITY_COPY.
 */
export const communityPost = {
  edit: '수정',
  delete: '삭제',
  deleteConfirm: '이 글을 삭제할까요? 삭제한 글은 되돌릴 수 없습니다.',
  deleteFailed: `글을 삭제하지 못했습니다. ${common.tryAgainLater}`,
  upVote: '추천',
  downVote: '비추천',
  report: '신고',
  reportDone: '신고가 접수되었습니다.',
  reportTitle: '게시글 신고',
} as const;
