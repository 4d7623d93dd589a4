export const notFound = {
  title: '페이지를 찾을 수 없습니다.',
  body: '주소가 바뀌었거나 삭제된 콘텐츠입니다.',
  home: '홈으로 가기',
} as const;
