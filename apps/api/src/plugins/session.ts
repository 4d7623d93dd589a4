import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createSessionCache } from '../modules/auth/session-cache';
import { SESSION_TTL_MS, type SessionViewer } from '../modules/auth/sessions-repository';
import { unauthorized } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: SessionViewer | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    requireViewer: (request: FastifyRequest) => Promise<void>;
    /** Ends a session: deletes it and empties every process's session cache before the answer. */
    endSession: (token: string) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/**
 * Reads the session cookie once per request and exposes the viewer (or null), through the session
 * cache (modules/auth/session-cache.ts). Needs `app.caches` (shared-state plugin) registered first.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  await app.register(cookie);
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionToken', null);
  // `__Host-` in production (sessionCookieName): the browser then demands Secure, Path=/ and no
  // Domain, which the options below give.
  const name = opts.config.sessionCookieName;
  const sessions = createSessionCache({
    repo: app.repos.sessions,
    caches: app.caches,
    clock: app.clock,
    enabled: opts.config.apiProcesses === 1 || opts.config.redisUrl !== undefined,
  });
  app.decorate('endSession', (token: string) => sessions.end(token));
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[name];
    if (!token) return;
    const viewer = await sessions.viewer(token);
    if (viewer) {
      request.viewer = viewer;
      request.sessionToken = token;
    }
  });
  app.decorate('requireViewer', async (request) => {
    if (!request.viewer) throw unauthorized();
  });
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.config.secureCookies,
  };
  app.decorate('setSessionCookie', (reply, token) => {
    reply.setCookie(name, token, { ...cookieOptions, maxAge: Math.floor(SESSION_TTL_MS / 1000) });
  });
  app.decorate('clearSessionCookie', (reply) => {
    reply.clearCookie(name, cookieOptions);
  });
});
