/**
 * Korean UI text this package and the web app need that `COPY` in @growday/contracts does not
 * have yet. Temporary: the lead moves these into contracts (same keys) and deletes this file.
 */
export const COPY_ADDITIONS = {
  common: {
    /** Close button of a dialog. */
    close: '닫기',
  },
  devLogin: {
    /** Heading of the development sign-in form in the login dialog. */
    title: '개발용 로그인',
    /** Label of its username field. */
    usernameLabel: '사용자 이름',
  },
  a11y: {
    /** Skip link to the page's main content. */
    skipToContent: '본문 바로가기',
    /** Accessible name of the header's icon menu. */
    userMenu: '사용자 메뉴',
  },
} as const;
