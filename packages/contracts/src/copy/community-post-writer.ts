import { common } from './common';

/** The writer's controls on their own post. */
export const communityPostWriter = {
  edit: '수정',
  delete: '삭제',
  deleteConfirm: '이 글을 삭제할까요? 삭제한 글은 되돌릴 수 없습니다.',
  deleteFailed: `글을 삭제하지 못했습니다. ${common.tryAgainLater}`,
} as const;
