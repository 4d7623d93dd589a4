/**
 * Counters a visitor moves (post clicks, news views, shares) count at most once per viewer, post
 * and counter within this window, so a script repeating the call cannot pump rankings. The viewer
 * is the signed-in user, else the client address. Listed in docs/decisions.md.
 */
export const VIEWER_COUNTER_WINDOW_SECONDS = 30 * 60;

/** The kinds of visitor-moved counters; each is deduplicated on its own. */
export const VIEWER_COUNTER_KINDS = ['click', 'share', 'news_view'] as const;
export type ViewerCounterKind = (typeof VIEWER_COUNTER_KINDS)[number];
