export const deleteComment = { confirm: '댓글을 삭제할까요?' } as const;
