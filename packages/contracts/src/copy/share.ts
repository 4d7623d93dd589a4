export const share = {
  copyLink: '링크 복사',
  copied: '링크가 복사되었습니다.',
  twitter: '트위터',
  facebook: '페이스북',
  kakao: '카카오톡',
  instagram: '인스타그램',
} as const;
