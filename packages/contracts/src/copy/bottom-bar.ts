export const bottomBar = {
  home: '홈',
  community: '커뮤니티',
  scrap: '스크랩',
  my: 'MY',
  all: '전체',
  label: '하단 메뉴',
} as const;
