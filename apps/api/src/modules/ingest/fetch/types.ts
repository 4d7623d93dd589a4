/** What the fetch layer hands to ingestion: no database, only the network and the feed's text. */

export interface FeedItem {
  /** Canonical address (canonicalUrl); items without an http(s) link are skipped. */
  url: string;
  guid: string | null;
  /** Plain text (markup removed, entities decoded, whitespace collapsed), never empty. */
  title: string;
  /** Plain text, cut to INGEST_DESCRIPTION_MAX_CHARS; may be empty. */
  description: string;
  author: string | null;
  /** Null when the feed gives none; never later than `now`. */
  publishedAt: Date | null;
  /** Enclosure image, media:content/thumbnail, JSON Feed image or the first <img> (http(s) only). */
  thumbnail: string | null;
  categories: string[];
}

export type FetchOutcome =
  | { kind: 'not-modified'; status: 304 }
  | {
      kind: 'ok';
      status: number;
      finalUrl: string;
      etag: string | null;
      lastModified: string | null;
      items: FeedItem[];
    }
  /** `message` is short and meant for an operator (stored on the source, shown in `sources list`). */
  | { kind: 'error'; status: number | null; message: string };

export interface FetchOptions {
  /** The clock publication times are clamped to (defaults to the system time). */
  now?: Date;
  /** Whole fetch, body included (INGEST_FETCH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Largest body read (INGEST_MAX_BYTES). */
  maxBytes?: number;
  /** Redirects followed at most (INGEST_MAX_REDIRECTS). */
  maxRedirects?: number;
  /** Tests only (INGEST_ALLOW_PRIVATE): lets the fetch reach loopback and private addresses. */
  allowPrivateAddresses?: boolean;
  /** Shared by one ingestion pass so that a host sees one request at a time. */
  limiter?: HostLimiter;
}

export interface FetchRequest {
  feedUrl: string;
  etag?: string | null;
  lastModified?: string | null;
}

/** Runs tasks for one host one at a time (tasks for different hosts run side by side). */
export interface HostLimiter {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
}
