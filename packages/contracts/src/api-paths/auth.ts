/** Signing in and out: the session, the dev form, the providers on offer, hand-offs between hosts. */
export const AUTH_PATHS = {
  devLogin: '/api/v2/auth/dev-login',
  authState: '/api/v2/auth/login',
  logout: '/api/v2/auth/logout',
  communityToken: '/api/v2/auth/community',
  publisherAuth: '/api/v2/auth/publisher',
  referralInvitee: '/api/v1/auth/referral/invitee',
  authProviders: '/api/v2/auth/providers',
  communitySession: '/api/v2/auth/community/session',
} as const;
