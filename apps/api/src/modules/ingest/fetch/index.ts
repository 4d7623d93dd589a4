/** Network and parsing layer of ingestion (issue 12): no database access here. */
export type { FeedItem, FetchOptions, FetchOutcome, FetchRequest, HostLimiter } from './types';
export { fetchFeed } from './fetch-feed';
export { fetchOgImage } from './og-image';
export { canonicalUrl } from './canonical-url';
export { createHostLimiter } from './host-limiter';
export { parseFeedText } from './parse-feed';
