/**
 * Limits of the S3-compatible file store (FILE_STORE=s3; docs/decisions.md, S3 file storage).
 * Zod-free: only the API reads them, but they sit with the other limits.
 */

/** Milliseconds to open a connection to the S3 endpoint before the attempt counts as failed. */
export const S3_CONNECT_TIMEOUT_MS = 3_000;

/** Milliseconds one S3 request may take once connected (profile images are under a megabyte). */
export const S3_REQUEST_TIMEOUT_MS = 15_000;

/** Attempts per S3 operation, the first included (the SDK's standard retry, with backoff). */
export const S3_MAX_ATTEMPTS = 3;
