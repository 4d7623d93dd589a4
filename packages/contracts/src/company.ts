/**
 * The operator shown in the footer (business details a Korean site must show).
 * DEMO COMPANY DATA: a made-up but plausible company for this product. Replace every field with
 * the real operator's registered details before going live.
 */
export const COMPANY = {
  name: '주식회사 그로우데이랩',
  ceo: '김성장',
  address: '서울특별시 강남구 테헤란로 123, 7층',
  registrationNumber: '123-45-67890',
  mailOrderNumber: '제2026-서울강남-01234호',
  email: 'help@growday.kr',
} as const;
