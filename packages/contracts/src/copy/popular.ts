export const popular = {
  title: '함께 보면 좋은 인기 콘텐츠',
  similarTab: '인기 콘텐츠',
  communityTab: '커뮤니티 BEST',
  filterLabel: '정렬',
  rank: (rank: number) => `${rank}번째`,
} as const;
