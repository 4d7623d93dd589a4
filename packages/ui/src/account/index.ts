// Login control, login modal content, auth state and the reward-app community hand-off (accounts
// issue). The framework-free part is exported through ../core.ts (account/core.ts).
export { authProviderKeys, authProvidersOptions } from './auth-providers';
export {
  deriveAuthState,
  INITIAL_AUTH_STATE,
  notifyLoginStateChange,
  type AuthState,
  type CurrentUserQueryLike,
} from './auth-state';
export { LoginButtons, type LoginButtonsProps } from './login-buttons';
export { LoginModalContent, type LoginModalContentProps } from './login-modal-content';
export { LoginPoster } from './login-poster';
export { SocialMark } from './social-marks';
export { useAuthState, useReferralAfterSignIn } from './use-auth-state';
export { useCommunityHandoff, type CommunityHandoff, type CommunityHandoffSettings } from './use-community-handoff';
