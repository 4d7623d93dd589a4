import type { IncomingHttpHeaders } from 'node:http';

/**
 * Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). The browser's queue and
 * recorder send nothing when either is set; the server drops what arrives with them anyway.
 */
export function privacySignalSet(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}
