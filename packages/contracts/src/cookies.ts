/** Cookie names. The spec names none of them, so all are our choices (docs/decisions.md). */
export const COOKIE = {
  session: 'gd_session',
  appVersion: 'gd_app_version',
  platform: 'gd_platform',
  /** Older app builds set this instead of the platform cookie; its presence means cashwalk. */
  legacyCashwalk: 'cashwalk_legacy',
  supportInfo: 'gd_support_info',
  webviewAdInfo: 'gd_webview_ad_info',
  tenant: 'gd_tenant',
  theme: 'gd_theme',
  introModal: 'gd_intro_modal',
  loginModalHideToday: 'gd_login_modal_hide',
  /** httpOnly: the signed OAuth state (nonce, provider, next= and platform=) of a sign-in in flight. */
  oauthState: 'gd_oauth_state',
  /** httpOnly: the PKCE code verifier of a sign-in in flight. */
  oauthVerifier: 'gd_oauth_verifier',
  /**
   * httpOnly: binds a community token to the browser that asked for it; only the exchange at
   * /redirect-login in that browser can redeem the token (login CSRF, docs/decisions.md).
   */
  communityNonce: 'gd_community_nonce',
  /** The native app's OS (`ios` or `aos`), when the app sets it; analytics' platform field prefers it to the user agent. */
  appOs: 'gd_app_os',
  adClickInfo: 'gd_ad_click_info',
  adDebugGroup: 'gd_ad_debug_group',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Cookie value that hides the intro modal (shell spec §1). */
export const INTRO_MODAL_HIDDEN_VALUE = 'hide';
