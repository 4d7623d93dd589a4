import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../plugins/error-handler';
import type { AuditActor } from './audit-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the admin routes once the caller proved to be an admin. */
    adminActor: AuditActor | null;
  }
}

/**
 * The admin check of every route registered in this (encapsulated) scope. It runs in preParsing:
 * after the session, the Origin check and the abuse limit (onRequest, so refused calls count too)
 * and before the body is read or validated, so a visitor gets 401 and a member 403 whatever they
 * send. The role is read from the database on each request
 * (through the session lookup), so a revoked admin loses the desk at once.
 */
export function requireAdminInScope(app: FastifyInstance): void {
  app.decorateRequest('adminActor', null);
  app.addHook('preParsing', async (request) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized();
    if (viewer.role !== 'admin') throw forbidden();
    const [row] = await app.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, viewer.userId));
    request.adminActor = { userId: viewer.userId, name: row?.username ?? `user#${viewer.userId}` };
  });
}

/** The admin of a guarded request (the guard ran, so it is set). */
export function adminOf(request: { adminActor: AuditActor | null }): AuditActor {
  if (!request.adminActor) throw unauthorized();
  return request.adminActor;
}
