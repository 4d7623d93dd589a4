import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The logger of the request whose work is running (plugins/request-id.ts enters it in onRequest,
 * as @fastify/request-context does), so code below the routes, such as the slow-query log, writes
 * lines that carry the request's id without being handed the request.
 */
export const requestScope = new AsyncLocalStorage<FastifyBaseLogger>();

/** The running request's logger, if a request is running. */
export const requestLog = (): FastifyBaseLogger | undefined => requestScope.getStore();
