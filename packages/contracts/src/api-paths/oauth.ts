/**
 * Social sign-in (SOCIAL_LOGIN_PATH in sign-in.ts): where each provider's redirect starts and where
 * it comes back. Apart from the session's paths: only the login dialog's links need them.
 */
export const OAUTH_PATHS = {
  naverLogin: '/api/v2/auth/naver',
  kakaoLogin: '/api/v2/auth/kakao',
  githubLogin: '/api/v1/auth/github',
  googleLogin: '/api/v1/auth/google',
  naverCallback: '/api/v2/auth/naver/callback',
  kakaoCallback: '/api/v2/auth/kakao/callback',
  githubCallback: '/api/v1/auth/github/callback',
  googleCallback: '/api/v1/auth/google/callback',
} as const;
