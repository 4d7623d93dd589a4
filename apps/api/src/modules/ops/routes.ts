import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, OPS_TOKEN_HEADER } from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { isLoopbackAddress } from '../../lib/loopback';
import { sameToken } from '../../lib/same-token';
import { forbidden } from '../../plugins/error-handler';
import { ingestSettingsFrom } from '../ingest/ingest-pass';
import { runOpsCommand } from './commands';

export { OPS_TOKEN_HEADER };

/**
 * `npm run ops` reaches the embedded database through here while the server runs. Two locks:
 * the caller must be on loopback, and must present the token the server wrote to DATA_DIR
 * (readable only by the account that runs the server).
 */
export const opsRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, opts) => {
  app.post(
    API_PATHS.ops,
    {
      // `reports hide|restore|dismiss` change what comment lists show and a post's comment count
      // (they also empty those through `caches`, as from the CLI), `users grant-admin` a session's
      // role; the other commands are rare, so any command empties all three.
      config: { invalidates: [CACHE_NAMES.commentLists, CACHE_NAMES.posts, CACHE_NAMES.sessions] },
      schema: {
        hide: true,
        operationId: 'runOpsCommand',
        // One argument may be a whole JSON definition (`ads set <id> '<json>'`, `ads creative-add`).
        body: z.object({ args: z.array(z.string().max(4000)).max(10) }),
        response: { 200: z.object({ data: z.object({ ok: z.boolean(), message: z.string() }) }) },
      },
    },
    async (request) => {
      const token = request.headers[OPS_TOKEN_HEADER];
      if (
        !isLoopbackAddress(request.socket.remoteAddress) ||
        typeof token !== 'string' ||
        !sameToken(token, opts.token)
      ) {
        throw forbidden();
      }
      const { args } = request.body;
      request.log.info({ args }, 'ops command');
      return {
        data: await runOpsCommand(args, {
          db: app.database.db,
          clock: app.clock,
          ingest: ingestSettingsFrom(app.config),
          caches: app.caches,
        }),
      };
    },
  );
};
