export const shareModal = {
  title: '공유하기',
  x: 'X',
  instagram: '인스타그램',
  kakao: '카카오톡',
  linkLabel: '공유 링크',
  copy: '복사',
} as const;
