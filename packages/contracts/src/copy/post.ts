export const post = {
  seeDetails: '콘텐츠 자세히 보기',
  views: '조회',
  scraps: '스크랩',
  shares: '공유',
  share: '공유하기',
  comment: '댓글',
  scrap: '스크랩',
  moreTags: '더보기',
  source: '출처',
  author: '작성자',
  /** The post page's side column (popular posts, promotions, sharing), named apart from the side menu. */
  asideLabel: '관련 콘텐츠',
} as const;
