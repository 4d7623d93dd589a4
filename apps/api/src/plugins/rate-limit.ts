import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  COPY,
  ERROR_CODE,
  errorEnvelopeSchema,
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitWindow,
  type RouteRateLimit,
} from '@growday/contracts';
import type { AppConfig } from '../config';
import { HttpError } from './error-handler';
import { rateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The abuse limit of this route (RATE_LIMITS in contracts): per address and per user. */
    abuseLimit?: RateLimitName;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type ScopedLimiter = (request: FastifyRequest) => ReturnType<Limiter> | null;

/** IPv6 clients are counted per /64, as @fastify/rate-limit does: one host holds a whole /64. */
const addressKey = (request: FastifyRequest) => `a:${normalizeIP(request.ip)}`;
const userKey = (request: FastifyRequest) => (request.viewer ? `u:${request.viewer.userId}` : null);

/**
 * Abuse limits (issue 10, docs/decisions.md "Abuse limits"). @fastify/rate-limit is registered
 * with `global: false`; a route opts in with `config: { abuseLimit: '<name>' }` and is then
 * counted twice, per client address and per user, in onRequest: after the session is read (the
 * user key needs it) and before any body is parsed (a flood of uploads is refused unread). Over
 * either limit: 429 in the error envelope with Retry-After. request.ip is the socket address unless
 * the peer is a proxy TRUST_PROXY names.
 *
 * A signed-out visitor is counted per address only. The server knows no identity for them but the
 * address, and charging the per-user limit to it would make everyone signed out behind one office
 * or carrier address share one person's allowance; the per-address limit, sized for several
 * people, is what caps a script.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(opts.config, app.clock, app.redis) });

    /** A limiter of one scope; it answers null where its key is null (it does not apply). */
    const limiterOf = (
      name: RateLimitName,
      scope: 'address' | 'user',
      window: RateLimitWindow,
      keyOf: (r: FastifyRequest) => string | null,
    ): ScopedLimiter => {
      const limiter = app.createRateLimit({
        max: window.max,
        timeWindow: window.windowSeconds * 1000,
        // The limit's name and scope lead the key, so one shared store (Redis) can hold every
        // counter: a user's per-user count never adds to the per-address one.
        keyGenerator: (request) => `${name}:${scope}:${keyOf(request)}`,
      });
      return (request) => (keyOf(request) === null ? null : limiter(request));
    };

    const hooks = new Map<RateLimitName, onRequestAsyncHookHandler>();
    const hookFor = (name: RateLimitName): onRequestAsyncHookHandler => {
      const existing = hooks.get(name);
      if (existing) return existing;
      const limit: RouteRateLimit = RATE_LIMITS[name];
      const limiters: ScopedLimiter[] = [limiterOf(name, 'address', limit.perAddress, addressKey)];
      if (limit.perUser) limiters.push(limiterOf(name, 'user', limit.perUser, userKey));
      const hook: onRequestAsyncHookHandler = async (request, reply) => {
        for (const limiter of limiters) {
          const pending = limiter(request);
          if (pending === null) continue;
          const result = await pending;
          if (result.isAllowed || !result.isExceeded) continue;
          request.log.warn({ limit: name, key: result.key }, 'abuse limit reached');
          reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
          throw new HttpError(429, ERROR_CODE.rateLimited, COPY.errors.rateLimited);
        }
      };
      hooks.set(name, hook);
      return hook;
    };

    app.addHook('onRoute', (route) => {
      const name = route.config?.abuseLimit;
      if (!name) return;
      const hook = hookFor(name);
      // The 429 is part of the route's contract: the OpenAPI document lists it beside the others.
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      route.schema = { ...schema, response: { ...response, 429: errorEnvelopeSchema } };
      const existing = route.onRequest;
      route.onRequest = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
    });
  },
  { name: 'growday-rate-limit' },
);
