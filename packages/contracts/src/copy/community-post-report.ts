/** The report form of a post. */
export const communityPostReport = {
  reportDone: '신고가 접수되었습니다.',
  reportTitle: '게시글 신고',
} as const;
