export const best = {
  communityTitle: '커뮤니티 BEST',
  newsTitle: '뉴스 BEST',
  pageTitle: '커뮤니티 베스트',
  pageDescription: '개발자 커뮤니티에서 지금 가장 반응이 뜨거운 글을 모았습니다.',
  votes: '추천',
  comments: '댓글',
  views: '조회',
  empty: '이 기간에는 아직 베스트 글이 없습니다.',
  backToList: '베스트 목록으로',
  filterLabel: '기간',
  rank: (rank: number) => `${rank}위`,
  postedAt: '작성일',
} as const;
