/**
 * External addresses and hosts. Defaults here; the web and API read overrides from the
 * environment (docs/decisions.md).
 */
export const PROMO_ROOM_KEYS = ['hotDeal', 'realEstate', 'stock'] as const;
export type PromoRoomKey = (typeof PROMO_ROOM_KEYS)[number];
/** The three messaging-channel rooms of the promo banners (env PROMO_URL_HOT_DEAL etc.). */
export const PROMO_ROOM_DEFAULT_URLS: Record<PromoRoomKey, string> = {
  hotDeal: 'https://open.kakao.com/o/growday-hotdeal',
  realEstate: 'https://open.kakao.com/o/growday-realestate',
  stock: 'https://open.kakao.com/o/growday-stock',
};

/** Kakao JavaScript SDK, loaded on the website only when a Kakao share is first asked for. */
export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

/** Share targets (share popup window SHARE_POPUP). */
export const SHARE_TARGET_URLS = {
  twitter: (url: string, text: string) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  facebook: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
} as const;

/** Query parameter that marks an outbound link in the reward-app webview as external. */
export const EXTERNAL_LINK_PARAM = 'external';
export const EXTERNAL_LINK_VALUE = 'true';

/** Instagram has no web share intent: its share button copies the link and opens Instagram. */
export const INSTAGRAM_URL = 'https://www.instagram.com/';

/** Hosts of the production website; GitHub sign-in shows only there (SH-LOGIN-03). Env PRODUCTION_WEB_HOSTS overrides. */
export const PRODUCTION_WEB_HOSTS = ['growday.kr', 'www.growday.kr'] as const;

/**
 * The real social sign-in endpoints; env OAUTH_<PROVIDER>_AUTHORIZE_URL / _TOKEN_URL / _PROFILE_URL
 * override each (the tests point them at a local provider). Scopes ask only for what the profile
 * mapping reads.
 */
export const OAUTH_PROVIDER_DEFAULTS: Record<
  'google' | 'github' | 'kakao' | 'naver',
  { authorizeUrl: string; tokenUrl: string; profileUrl: string; scope: string[] }
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: ['openid', 'email', 'profile'],
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    profileUrl: 'https://api.github.com/user',
    scope: ['read:user', 'user:email'],
  },
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    profileUrl: 'https://kapi.kakao.com/v2/user/me',
    scope: ['profile_nickname', 'profile_image', 'account_email'],
  },
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    profileUrl: 'https://openapi.naver.com/v1/nid/me',
    // Naver grants what the app registered; it takes no scope parameter.
    scope: [],
  },
};

/** The job-listing sites of the header's recruit and intern links (env RECRUIT_URL / INTERN_URL override). */
export const RECRUIT_DEFAULT_URL = 'https://recruit.growday.kr/';
export const INTERN_DEFAULT_URL = 'https://intern.growday.kr/';

/** The footer's service feedback form (SH-UI-04); web env SERVICE_FEEDBACK_URL replaces it. */
export const SERVICE_FEEDBACK_FORM_URL = 'https://forms.gle/growday-service-feedback';
