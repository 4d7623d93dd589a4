export const report = {
  title: '댓글 신고',
  submit: '신고하기',
  done: '신고가 접수되었습니다.',
  duplicate: '이미 신고한 댓글입니다. 같은 댓글은 두 번 신고할 수 없습니다.',
  failed: '신고를 처리하는 중 오류가 발생했습니다.',
  ownComment: '내 댓글은 신고할 수 없습니다.',
  reasonLegend: '신고 사유를 선택해 주세요.',
} as const;
