// Zod-free (client entry): social sign-in providers and paths, and the account forms' field names;
// account.ts builds the schemas.
import type { OAUTH_PATHS } from './api-paths/oauth';

/** Social sign-in providers (shell spec §7); each is a browser redirect with next= and platform=. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'kakao', 'naver'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where each provider's sign-in starts and where the provider sends the browser back. */
export const SOCIAL_LOGIN_PATH: Record<
  SocialProvider,
  { start: keyof typeof OAUTH_PATHS; callback: keyof typeof OAUTH_PATHS }
> = {
  google: { start: 'googleLogin', callback: 'googleCallback' },
  github: { start: 'githubLogin', callback: 'githubCallback' },
  kakao: { start: 'kakaoLogin', callback: 'kakaoCallback' },
  naver: { start: 'naverLogin', callback: 'naverCallback' },
};

/** Query parameter a failed sign-in adds to the address it returns to (the client shows a notice). */
export const LOGIN_ERROR_PARAM = 'loginError';

/** `/redirect-login?token=&redirect=` on the community host (content spec §2). */
export const REDIRECT_LOGIN_PARAMS = { token: 'token', redirect: 'redirect' } as const;

/** Multipart field names of `PUT /api/v1/users` (shell spec §7). */
export const PROFILE_FORM_FIELDS = {
  profile: 'profile',
  username: 'username',
  jobId: 'jobId',
  jobGroupId: 'jobGroupId',
} as const;
