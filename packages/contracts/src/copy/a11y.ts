export const a11y = {
  skipToContent: '본문 바로가기',
  userMenu: '사용자 메뉴',
  // Starts with what the "+n" control shows, so a voice command naming it finds it (WCAG 2.5.3).
  moreTags: (count: number) => `+${count} 태그 더보기`,
  bookmarkButton: (count: string) => `스크랩 ${count}`,
  postModal: '콘텐츠 상세',
  notifications: '알림 메시지',
} as const;
