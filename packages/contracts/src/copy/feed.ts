export const feed = {
  latest: '최신',
  popular: '인기',
  loadingMore: '콘텐츠를 더 불러오는 중…',
  loadFailed: '콘텐츠를 불러오지 못했습니다.',
  end: '모든 콘텐츠를 확인했어요.',
  empty: '아직 등록된 콘텐츠가 없습니다.',
} as const;
