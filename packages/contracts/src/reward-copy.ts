/** Korean copy of the cash reward widget (extension new tab and the website's home). */
export const REWARD_COPY = {
  title: '내 캐시',
  unit: '캐시',
  total: (cash: number) => `${cash.toLocaleString('ko-KR')}캐시`,
  pick: '캐시 받기',
  picking: '받는 중…',
  landed: (cash: number) => `+${cash}캐시 적립!`,
  landedHint: '새 탭을 열 때마다 캐시가 쌓여요.',
  tooSoon: '조금 뒤에 다시 받을 수 있어요.',
  dailyCap: '오늘 받을 수 있는 캐시를 다 받았어요. 내일 또 만나요!',
  pickFailed: '캐시를 받지 못했어요. 잠시 후 다시 시도해 주세요.',
  installOpen: (cash: number) => `설치 감사 캐시 ${cash}캐시가 적립됐어요.`,
} as const;
