/**
 * Abuse limits of the API (docs/decisions.md, "Abuse limits"). Each limited route counts twice:
 * per client address (everyone behind one address shares it, so it is the larger number) and per
 * user (the session's user when signed in, else the address again). A request over either answers
 * 429 RATE_LIMITED with Retry-After. The numbers sit far above what a person does by hand and far
 * below what a script does; dev sign-in is never limited (tests sign in constantly).
 */
export interface RateLimitWindow {
  /** Requests allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface RouteRateLimit {
  perAddress: RateLimitWindow;
  /** null: the route has no user-level meaning (image resize answers every visitor the same). */
  perUser: RateLimitWindow | null;
}

const perMinute = (max: number): RateLimitWindow => ({ max, windowSeconds: 60 });

export const RATE_LIMITS = {
  /** A social sign-in start (302 to the provider): one per click. */
  oauthStart: { perAddress: perMinute(120), perUser: perMinute(30) },
  /** The provider's return: one per start. */
  oauthCallback: { perAddress: perMinute(120), perUser: perMinute(30) },
  /** A community token issued to the signed-in viewer: one per community link followed. */
  communityToken: { perAddress: perMinute(300), perUser: perMinute(20) },
  /** A community token traded for a session (/redirect-login): one per hand-off. */
  communityExchange: { perAddress: perMinute(300), perUser: perMinute(20) },
  /**
   * Comments and replies. The 60 s rule (code 231) already stores one per user per minute; this
   * caps the attempts, each a database transaction, a little above a double-click burst.
   */
  commentCreate: { perAddress: perMinute(300), perUser: perMinute(60) },
  /**
   * Community posts: create, edit and delete together. A person writes a few posts an hour; ten a
   * minute is a flood already, and each write renders and sanitises up to 20,000 characters.
   */
  communityWrite: { perAddress: perMinute(120), perUser: perMinute(10) },
  /** Preview while writing: one per click on the preview tab. */
  communityPreview: { perAddress: perMinute(300), perUser: perMinute(60) },
  /** Community image uploads (multipart, with an image decode): counted before the body is read. */
  communityImage: { perAddress: perMinute(120), perUser: perMinute(20) },
  /** Up, down and remove presses on community posts together. */
  communityVote: { perAddress: perMinute(600), perUser: perMinute(60) },
  communityReport: { perAddress: perMinute(120), perUser: perMinute(20) },
  /** Like and dislike presses together. */
  commentReaction: { perAddress: perMinute(600), perUser: perMinute(60) },
  commentReport: { perAddress: perMinute(120), perUser: perMinute(20) },
  userBlock: { perAddress: perMinute(120), perUser: perMinute(30) },
  /** Profile change (multipart, with an image decode): counted before the body is read. */
  profileUpdate: { perAddress: perMinute(120), perUser: perMinute(20) },
  graphql: { perAddress: perMinute(600), perUser: perMinute(120) },
  /** Search (each a ranked index query): two a second per user is more than typing and scrolling make. */
  search: { perAddress: perMinute(600), perUser: perMinute(120) },
  /**
   * Suggestions as the user types: one per pause of SEARCH_SUGGEST_DEBOUNCE_MS, so a fast typist
   * makes a few a second while typing; four a second per user is still more than that.
   */
  keywords: { perAddress: perMinute(1200), perUser: perMinute(240) },
  /** The operator's desk: each read or change is one click by an admin; a script's loop is not. */
  admin: { perAddress: perMinute(300), perUser: perMinute(120) },
  /**
   * Every card and panel image is one request, so a page of cards is dozens at once; keyed on the
   * address only, and generous: a long scroll stays far below, a fetch loop does not.
   */
  imageResize: { perAddress: perMinute(2400), perUser: null },
  /** Cash token and pick: one each per new tab; picks pay at most once a minute anyway. */
  cashToken: { perAddress: perMinute(600), perUser: perMinute(30) },
  cashPick: { perAddress: perMinute(600), perUser: perMinute(30) },
  /** The install reward pays once; retries after a failure are a handful. */
  rewardInstall: { perAddress: perMinute(120), perUser: perMinute(10) },
  /** "Not interested" and its undo: one press per card. */
  postIgnore: { perAddress: perMinute(600), perUser: perMinute(60) },
  /** Card clicks (single or batched): one per card opened, far above reading speed. */
  postCardClick: { perAddress: perMinute(1200), perUser: perMinute(120) },
  /**
   * Ads: a page shows one or two ads, each one impression and maybe a click; a long session of
   * page views stays far below, a script inflating counts does not (repeats count once anyway).
   */
  adRequest: { perAddress: perMinute(600), perUser: perMinute(120) },
  adImpression: { perAddress: perMinute(600), perUser: perMinute(120) },
  adClick: { perAddress: perMinute(300), perUser: perMinute(60) },
  /**
   * Analytics batches: a page sends one per ANALYTICS_CLIENT_FLUSH_MS (12 a minute) at most while
   * events come, plus one when it hides; 60 a minute per browser leaves room for several tabs, 600
   * per address for an office behind one address.
   */
  analyticsEvents: { perAddress: perMinute(600), perUser: perMinute(60) },
  /**
   * Recording chunks flush every 250 ms while the page changes (240 a minute at most, while a
   * person is busy); only sampled sessions record, so an address rarely has more than a few.
   */
  analyticsRecordings: { perAddress: perMinute(600), perUser: perMinute(300) },
} as const satisfies Record<string, RouteRateLimit>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** How many addresses and users the in-memory store remembers per limit (least recently seen go first). */
export const RATE_LIMIT_MEMORY_KEYS = 10_000;
