/** The /terms pages. */
export const terms = {
  effectiveDate: (date: string) => `시행일: ${date}`,
  contents: '목차',
  privacyDescription: '그로우데이가 수집하는 개인정보와 그 이용 목적, 보관 기간, 이용자의 권리를 안내합니다.',
  serviceDescription: '그로우데이 서비스를 이용하는 데 필요한 권리, 의무와 책임을 안내합니다.',
} as const;
