/**
 * Observability (docs/decisions.md, Observability): request ids, the Prometheus endpoint and the
 * slow-query log. Zod-free, so the website's server code may read the header name too.
 */

/** The header that carries a request's id: on every answer, and read from a trusted proxy when TRUST_REQUEST_ID is on. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming request id may look like (a UUID, nginx's $request_id, a trace id): anything
 * else is replaced by a generated one, so a log line never carries arbitrary client text.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Prometheus text exposition, on the API port, for the networks METRICS_ALLOW names only. */
export const METRICS_PATH = '/metrics';

/** Default METRICS_ALLOW: only scrapers on this machine (loopback). */
export const METRICS_ALLOW_DEFAULT = 'loopback';

/** Queries slower than this (milliseconds) are logged with their statement (SLOW_QUERY_MS). */
export const SLOW_QUERY_DEFAULT_MS = 200;

/** Characters of a slow statement kept in the log line (whitespace collapsed first). */
export const SLOW_QUERY_STATEMENT_CHARS = 300;

/** How long a cluster worker waits for the primary's aggregated metrics before answering 503 (Prometheus's scrape timeout is 10 s). */
export const METRICS_CLUSTER_TIMEOUT_MS = 8_000;

/**
 * The website's readiness gate (apps/web/lib/server/service-gate.ts): while the API's /readyz says
 * the database is down (or nothing listens on the API port), page requests get the friendly
 * service-down page instead of a half-rendered one. One probe serves this many milliseconds of requests.
 */
export const SERVICE_PROBE_TTL_MS = 1_000;

/** A probe slower than this counts as "up": a busy API must not turn every page into the down page. */
export const SERVICE_PROBE_TIMEOUT_MS = 1_500;

/** Seconds after which the service-down page reloads itself (and its Retry-After). */
export const SERVICE_DOWN_RETRY_SECONDS = 3;
