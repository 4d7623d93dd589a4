export const myFeedPopup = {
  title: '관심 태그 설정',
  selectAll: '전체 선택',
  save: '저장',
  cancel: '취소',
  loading: '태그를 불러오는 중…',
  loadFailed: '태그를 불러오지 못했습니다.',
  groupTabs: '태그 그룹',
  selectedCount: (count: number) => `${count}개 선택`,
} as const;
