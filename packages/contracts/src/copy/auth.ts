/** Sign-in outcomes and the reward-app community hand-off (accounts issue). */
export const auth = {
  signInFailed: '로그인하지 못했습니다. 잠시 후 다시 시도해주세요.',
  providerUnavailable: '지금은 사용할 수 없는 로그인 방법입니다.',
  redirecting: '로그인하는 중입니다…',
  /** A community token that is unknown, already used or expired. */
  communityTokenInvalid: '로그인 정보가 만료되었습니다. 다시 로그인해주세요.',
} as const;
