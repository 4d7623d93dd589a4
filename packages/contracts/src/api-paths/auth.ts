/** Signing in and out: social providers and their callbacks, the dev form, hand-offs between hosts. */
export const AUTH_PATHS = {
  devLogin: '/api/v2/auth/dev-login',
  authState: '/api/v2/auth/login',
  logout: '/api/v2/auth/logout',
  communityToken: '/api/v2/auth/community',
  publisherAuth: '/api/v2/auth/publisher',
  referralInvitee: '/api/v1/auth/referral/invitee',
  naverLogin: '/api/v2/auth/naver',
  kakaoLogin: '/api/v2/auth/kakao',
  githubLogin: '/api/v1/auth/github',
  googleLogin: '/api/v1/auth/google',
  naverCallback: '/api/v2/auth/naver/callback',
  kakaoCallback: '/api/v2/auth/kakao/callback',
  githubCallback: '/api/v1/auth/github/callback',
  googleCallback: '/api/v1/auth/google/callback',
  authProviders: '/api/v2/auth/providers',
  communitySession: '/api/v2/auth/community/session',
} as const;
