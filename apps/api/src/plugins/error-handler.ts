import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { COPY, ERROR_CODE, type ErrorEnvelope } from '@growday/contracts';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

/** An error a route throws on purpose: it becomes the envelope as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ERROR_CODE.badRequest, message, field);
export const notFound = (message: string = COPY.errors.notFound) => new HttpError(404, ERROR_CODE.notFound, message);
export const unauthorized = () => new HttpError(401, ERROR_CODE.unauthorized, COPY.errors.unauthorized);
export const forbidden = (message: string = COPY.errors.forbidden, code: string = ERROR_CODE.forbidden) =>
  new HttpError(403, code, message);

function send(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  const body: ErrorEnvelope = {
    error: { status, code, message, ...(field ? { field } : {}), requestId: reply.request.id },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODE.badRequest,
  401: ERROR_CODE.unauthorized,
  403: ERROR_CODE.forbidden,
  404: ERROR_CODE.notFound,
  409: ERROR_CODE.conflict,
  413: ERROR_CODE.payloadTooLarge,
  415: ERROR_CODE.unsupportedMediaType,
  429: ERROR_CODE.rateLimited,
};

/** One JSON envelope for every failure; 5xx details go to the log, never to the client. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, error.code, error.message, error.field);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const part = error.validationContext ?? 'request';
      const location = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const field = location || (first?.params as { missingProperty?: string } | undefined)?.missingProperty || part;
      return send(reply, 400, ERROR_CODE.badRequest, `${field}: ${first?.message ?? COPY.errors.badRequest}`, field);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, ERROR_CODE.internal, COPY.errors.internal);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) carry safe messages.
      return send(reply, status, CODE_BY_STATUS[status] ?? ERROR_CODE.badRequest, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a retryable 503, and the next request reconnects.
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return send(reply, 503, ERROR_CODE.unavailable, COPY.errors.unavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, ERROR_CODE.internal, COPY.errors.internal);
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, ERROR_CODE.notFound, `${COPY.errors.notFound} (${request.method} ${request.url.split('?')[0]})`),
  );
});
