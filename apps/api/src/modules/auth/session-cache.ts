import { SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_TTL_MS } from '@growday/contracts';
import type { Clock } from '../../clock';
import { CACHE_NAMES, type CacheRegistry } from '../../lib/cache-registry';
import { sessionTokenHash, type SessionsRepository, type SessionViewer } from './sessions-repository';

/** A resolved cookie: the viewer (null for a token with no live session) and when that answer ends. */
interface CachedSession {
  viewer: SessionViewer | null;
  endsAtMs: number;
}

/**
 * Resolves session cookies with a short per-process cache, so a signed-in read pays no lookup
 * statement (issue 13 item 5): the lookup cost as much as the page itself on the embedded database.
 *
 * Why it cannot outlive a logout: `end` deletes the row and then empties the `sessions` cache here
 * at once and in every other process through Redis (cache-registry.ts); a lookup that was running
 * while it was emptied is not kept (ttl-cache.ts). Sign-ins that replace a session end the old one
 * the same way. A miss is kept too: a token with no live session can never become one (new sessions
 * get new random tokens). Kept entries also stop at the session's own expiry, checked on the app clock.
 * Keys are the token's SHA-256, as in the table. The value is only the user id and role: a profile
 * edit changes neither. Roles change only through `ops users grant-admin`, whose route empties the
 * cache as well; the TTL bounds what the API never sees (SQL by hand) and a process that missed a
 * message while Redis was down.
 */
export function createSessionCache(opts: {
  repo: SessionsRepository;
  caches: CacheRegistry;
  clock: Clock;
  /** False runs every request's lookup (several processes without Redis could not hear each other's logouts). */
  enabled: boolean;
}) {
  const cache = opts.caches.ttl<CachedSession>(CACHE_NAMES.sessions, {
    ttlMs: SESSION_CACHE_TTL_MS,
    max: SESSION_CACHE_MAX_ENTRIES,
  });
  const load = async (tokenHash: string): Promise<CachedSession> => {
    const found = await opts.repo.findByHash(tokenHash);
    if (!found) return { viewer: null, endsAtMs: Number.POSITIVE_INFINITY };
    return { viewer: { userId: found.userId, role: found.role }, endsAtMs: found.expiresAt.getTime() };
  };
  return {
    async viewer(token: string): Promise<SessionViewer | null> {
      const tokenHash = sessionTokenHash(token);
      const session = opts.enabled ? await cache.get(tokenHash, () => load(tokenHash)) : await load(tokenHash);
      return session.viewer && opts.clock.now().getTime() < session.endsAtMs ? session.viewer : null;
    },
    /** Deletes the session and empties every process's cache of sessions before the caller answers. */
    async end(token: string): Promise<void> {
      await opts.repo.delete(token);
      await opts.caches.invalidate(CACHE_NAMES.sessions);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
