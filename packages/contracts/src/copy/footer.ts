import { PRODUCT_NAME } from '../product-name';

export const footer = {
  feedback: '서비스 피드백',
  terms: '이용약관',
  privacy: '개인정보처리방침',
  copyright: `© 2026 ${PRODUCT_NAME}. All rights reserved.`,
  links: '서비스 안내',
  companyInfo: '사업자 정보',
  ceo: '대표',
  address: '주소',
  registrationNumber: '사업자등록번호',
  mailOrderNumber: '통신판매업신고',
  email: '이메일',
  newTab: '새 창에서 열림',
  /** The full-screen spinner's accessible name while ads load (SH-ADS-01). */
  loading: '불러오는 중…',
} as const;
