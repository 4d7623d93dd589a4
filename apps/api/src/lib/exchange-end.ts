import type { FastifyReply } from 'fastify';

/**
 * Calls `fn` once this request's exchange is over: the answer sent, or the client gone. Node emits
 * 'close' on the response in both cases. Fastify's onResponse waits for 'finish', which a response
 * closed by a departed client never emits, and onRequestAbort needs a body cut short, which a fully
 * read request (every GET, a whole POST waiting for its turn) is not: work that must end with the
 * request (a held lane turn, a page-load count) ends here instead. A response already closed calls
 * `fn` at once.
 */
export function onExchangeEnd(reply: FastifyReply, fn: () => void): void {
  if (reply.raw.destroyed) fn();
  else reply.raw.once('close', fn);
}
