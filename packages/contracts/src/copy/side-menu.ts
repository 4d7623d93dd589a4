export const sideMenu = {
  myFeed: '마이 피드',
  myFeedEmpty: '관심 태그를 설정하고 나만의 피드를 만들어 보세요.',
  allContent: '전체 콘텐츠',
  label: '카테고리 메뉴',
  editMyFeed: '관심 태그 설정',
  toggleFolder: (name: string) => `${name} 펼치기/접기`,
} as const;
