export const a11y = {
  skipToContent: '본문 바로가기',
  userMenu: '사용자 메뉴',
  moreTags: (count: number) => `태그 ${count}개 더보기`,
  bookmarkButton: (count: string) => `스크랩 ${count}`,
  postModal: '콘텐츠 상세',
  notifications: '알림 메시지',
} as const;
