export const common = {
  cancel: '취소',
  confirm: '확인',
  close: '닫기',
  more: '더보기',
  retry: '다시 시도',
  anonymous: '익명',
  me: '나',
  writer: '작성자',
  delete: '삭제',
  tryAgainLater: '잠시 후 다시 시도해주세요.',
  unexpectedError: '😢 예기치 못한 오류가 발생했습니다.',
  loginRequired: '로그인후 이용 가능합니다.',
  badgeCap: '99+',
  thousandUnit: '천',
  tenThousandUnit: '만',
  /** A calendar date as ko-KR writes it in full, e.g. "2026년 1월 5일" (month and day without a leading zero). */
  longDate: (year: number, month: number, day: number) => `${year}년 ${month}월 ${day}일`,
} as const;
