import { COMPANY } from './company';

/**
 * Feed fetching limits (issue 12, ingestion). One bad source must never stall a pass, so every
 * request to a feed or an article page is bounded in time, size and hops. docs/decisions.md,
 * "Feed fetching", explains each number.
 */

/** The whole fetch (connect, redirects, headers and every body byte) must end within this. */
export const INGEST_FETCH_TIMEOUT_MS = 10_000;
/** Largest answer read, in bytes (5 MB); a larger Content-Length or body aborts the fetch. */
export const INGEST_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed at most; the next one (or a loop) ends the fetch as an error. */
export const INGEST_MAX_REDIRECTS = 5;
/** A stored item description is cut to this many characters (plain text, at a word when it can). */
export const INGEST_DESCRIPTION_MAX_CHARS = 300;
/** A stored item title is cut to this many characters (titles longer than this are spam or junk). */
export const INGEST_TITLE_MAX_CHARS = 300;
/** How the crawler names itself to feed hosts, with an address to write to. */
export const INGEST_USER_AGENT = `GrowdayBot/1.0 (+mailto:${COMPANY.email})`;
/**
 * Query parameters that only track where a click came from; removed from item addresses so the
 * same article shared by two feeds is stored once (utm_* is matched by prefix).
 */
export const INGEST_TRACKING_PARAMS: readonly string[] = [
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'mkt_tok',
  'ref_src',
];

/*
 * Ingestion passes (docs/decisions.md, Content ingestion): schedule, leases and back-off.
 */

/** Minutes between scheduled passes when INGEST_INTERVAL is unset (0 turns the schedule off). */
export const INGEST_INTERVAL_DEFAULT_MINUTES = 15;
/** Sources one process fetches at the same time in a pass (the host limiter still allows one per host). */
export const INGEST_PASS_CONCURRENCY = 4;
/**
 * How long a claimed source stays reserved for the process that claimed it: longer than one
 * source's work (a 10 s fetch plus at most INGEST_OG_IMAGES_PER_SOURCE 10 s page fetches), so a
 * live lease never expires; a crashed process's lease frees the source after this.
 */
export const INGEST_LEASE_SECONDS = 300;
/** Article pages fetched at most per source and pass for a missing thumbnail (og:image). */
export const INGEST_OG_IMAGES_PER_SOURCE = 10;
/** Failures in a row before a source backs off. */
export const INGEST_BACKOFF_AFTER_FAILURES = 3;
/** First back-off delay; it doubles with each further failure... */
export const INGEST_BACKOFF_BASE_MINUTES = 30;
/** ...up to this (one day). */
export const INGEST_BACKOFF_MAX_MINUTES = 24 * 60;
/** A source's stored error is cut to this many characters. */
export const INGEST_ERROR_MAX_CHARS = 300;
