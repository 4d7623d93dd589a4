import type { FastifyReply } from 'fastify';

/**
 * Calls `fn` once this request's exchange is over: the answer sent, or the client gone. Node emits
 * 'close' on the response in both cases, where Fastify's onResponse needs 'finish', which a response
 * closed by a departed client never emits, and onRequestAbort needs a body cut short, which a fully
 * read request (every GET, a whole POST waiting for its turn) is not. A response already closed
 * calls `fn` at once.
 */
export function onExchangeEnd(reply: FastifyReply, fn: () => void): void {
  if (reply.raw.destroyed) fn();
  else reply.raw.once('close', fn);
}
