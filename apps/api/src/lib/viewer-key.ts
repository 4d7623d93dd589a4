import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who a once-per-viewer record is about: the signed-in user, else the client address (request.ip). */
export type Viewer = { userId: number } | { address: string };

/** The session's user, else the client address Fastify trusts (TRUST_PROXY). */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.viewer ? { userId: request.viewer.userId } : { address: request.ip };

/**
 * A keyed hash (HMAC with the cookie secret) of a viewer, for tables that count viewers once
 * (counter_hits, search_log): they hold no addresses, and without the secret their keys cannot
 * be matched to addresses by trying them.
 */
export function createViewerKey(secret: string): (viewer: Viewer) => string {
  return (viewer) =>
    createHmac('sha256', secret)
      .update('userId' in viewer ? `user:${viewer.userId}` : `address:${viewer.address}`)
      .digest('base64url');
}
