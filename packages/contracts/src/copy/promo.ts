export const promo = {
  title: '놓치면 아쉬운 오픈채팅방',
  hotDeal: '핫딜 알림방',
  hotDealDesc: '개발자 장비·도서 특가를 가장 먼저',
  realEstate: '부동산 정보방',
  realEstateDesc: '사회초년생을 위한 청약·전월세 팁',
  stock: '주식 정보방',
  stockDesc: '매일 아침 시장 브리핑과 투자 상식',
  newTab: '새 창에서 열림',
} as const;
