export const devLogin = { title: '개발용 로그인', usernameLabel: '사용자 이름' } as const;
