import { PRODUCT_NAME, SLOGAN } from '../product-name';

export const site = {
  name: PRODUCT_NAME,
  defaultTitle: `${PRODUCT_NAME} - ${SLOGAN}`,
  description:
    '개발자와 취업 준비생을 위한 시작 페이지. 매일 엄선한 개발 글과 IT 뉴스, 커뮤니티 베스트를 한곳에서 만나보세요.',
} as const;
