/** The website's own page while the API or its database cannot serve (apps/web/lib/server/service-gate.ts). */
export const serviceDown = {
  title: '잠시 쉬어가는 중이에요',
  heading: '잠시 서비스를 이용할 수 없어요',
  body: '서버를 점검하거나 다시 연결하는 중입니다. 준비되면 이 화면이 저절로 새로고침됩니다.',
  retry: '지금 다시 시도',
} as const;
