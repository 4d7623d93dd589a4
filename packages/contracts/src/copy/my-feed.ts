/** My Feed (home feed built from followed tags). */
export const myFeed = {
  title: '마이 피드',
  empty: '관심 태그를 설정하면 나만의 피드를 볼 수 있어요.',
  setTags: '관심 태그 설정하기',
  followedTags: '내 관심 태그',
  feedEmpty: '관심 태그의 콘텐츠가 아직 없습니다.',
} as const;
