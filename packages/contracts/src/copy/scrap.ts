/** Scrap (bookmark) toggle and the /me/list pages. */
export const scrap = {
  added: (title: string) => `‘${title}’ 콘텐츠를 스크랩했습니다.`,
  removed: (title: string) => `‘${title}’ 콘텐츠의 스크랩을 취소했습니다.`,
  queueTitle: '스크랩',
  recentTitle: '최근 읽은 콘텐츠',
  queueEmpty: '아직 스크랩한 콘텐츠가 없습니다. 마음에 드는 글을 스크랩해 보세요.',
  recentEmpty: '아직 읽은 콘텐츠가 없습니다.',
  listNav: '내 콘텐츠 목록',
  loginPrompt: '로그인하면 스크랩한 콘텐츠와 최근 읽은 콘텐츠를 모아 볼 수 있어요.',
} as const;
