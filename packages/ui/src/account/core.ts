// The framework-free part of the account pieces (no React): safe for server code and tests.
export { exchangeCommunityToken, getAuthProviders, getCommunityToken, postReferralInvitee } from '../api/account';
export {
  communityHandoffMode,
  redirectLoginUrl,
  runCommunityHandoff,
  type CommunityHandoffContext,
  type CommunityHandoffMode,
  type CommunityHandoffResult,
  type RunCommunityHandoffInput,
} from './community-handoff';
export { endOfDayIn, hideTodayCookieString, writeLoginModalHideToday } from './hide-today';
export { isLoginModalHiddenToday } from './hidden-today';
export {
  isProductionHost,
  loginButtonModels,
  parseProductionHosts,
  socialLoginHref,
  visibleLoginProviders,
  type LoginButtonModel,
  type LoginButtonModelsInput,
  type SocialLoginHrefInput,
  type VisibleProvidersInput,
} from './login-links';
export { sendReferralAfterSignIn, type ReferralInput } from './referral';
