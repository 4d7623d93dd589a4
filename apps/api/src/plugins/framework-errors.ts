import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { COPY, ERROR_CODE } from '@growday/contracts';

/**
 * The router's own refusals (a path parameter longer than maxParamLength, a URL that does not
 * decode) are answered before any route runs: without this option in Fastify's own JSON shape,
 * with status 414 or 400. They answer 400 in the error envelope instead, as every other bad
 * parameter does and as the OpenAPI document says. The app's error handler cannot do it: these
 * replies carry the router's default context, not the handler set by the error-handler plugin.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, request, reply) => {
  const error = { status: 400, code: ERROR_CODE.badRequest, message: COPY.errors.badRequest, field: 'params' };
  // The option's reply is typed for no route at all; it is a plain reply.
  void (reply as FastifyReply)
    .status(400)
    .type('application/json; charset=utf-8')
    .send({ error: { ...error, requestId: request.id } });
};
