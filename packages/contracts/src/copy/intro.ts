import { PRODUCT_NAME } from '../product-name';

/** The intro modal: what the product offers, with "don't show again" (SH-UI-09). */
export const intro = {
  title: `${PRODUCT_NAME}에 오신 것을 환영합니다`,
  lead: '매일 성장을 돕는 개발자 시작 페이지, 이렇게 이용해 보세요.',
  features: [
    { title: '매일 엄선한 개발 콘텐츠', body: '기술 블로그 글과 IT 뉴스를 매일 모아 한곳에서 보여드려요.' },
    { title: '나만의 My Feed', body: '관심 태그를 고르면 나에게 맞는 글만 모아 볼 수 있어요.' },
    { title: '커뮤니티 BEST', body: '개발자 커뮤니티에서 지금 가장 뜨거운 글을 확인하세요.' },
    { title: '스크랩과 댓글', body: '좋은 글은 스크랩해 두고, 댓글로 생각을 나눠 보세요.' },
  ],
  start: '시작하기',
  dontShowAgain: '다시 보지 않기',
} as const;
