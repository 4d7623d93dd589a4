/** The product's name and slogan, used by the copy (copy-areas.ts) and re-exported by copy.ts. */
export const PRODUCT_NAME = '그로우데이';
export const SLOGAN = '매일 성장을 돕는 개발자 시작 페이지';
