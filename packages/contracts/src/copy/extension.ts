/** The browser extension: its new-tab header and its options page (issue 6). */
export const extension = {
  settingsLink: '새 탭 설정',
  optionsTitle: '새 탭 설정',
  optionsIntro: '새 탭을 열 때 보여 줄 화면을 고르세요. 피드는 필요할 때만 보고 싶다면 다른 화면을 고를 수 있습니다.',
  modeLegend: '새 탭에 보여 줄 화면',
  modeFeed: '그로우데이 피드 (기본)',
  modeBrowser: '브라우저 기본 새 탭',
  modeBrowserHint:
    'Firefox에서는 빈 페이지가 열립니다. Firefox 기본 새 탭은 Firefox 설정의 홈 메뉴에서 고를 수 있습니다.',
  modeAddress: '직접 입력한 주소',
  addressLabel: '새 탭 주소',
  addressPlaceholder: 'https://example.com',
  addressInvalid: 'http 또는 https 주소를 입력해주세요.',
  save: '저장',
  saved: '저장했습니다. 다음에 여는 새 탭부터 적용됩니다.',
  saveFailed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
