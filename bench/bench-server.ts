/**
 * The API as `npm start` runs it (PGlite, seeded demo content), plus one static route that answers
 * a JSON body of the same size as the feed's first page: the baseline the feed is measured against.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { systemClock } from '../apps/api/src/clock';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoContent } from '../apps/api/src/db/seed/seed';
import { createPostsRepository } from '../apps/api/src/modules/posts/posts-repository';
import { connectionSchema, dataSchema, postSchema } from '@growday/contracts';
import { STATIC_PATH, UNCACHED_PATH } from './bench-paths';

const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  API_PORT: process.env.BENCH_PORT ?? '4900',
});
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedDemoContent(database.db, systemClock);
const posts = createPostsRepository(database.db);
const firstPage = await posts.listLatest({ first: 20 });
const body = JSON.stringify({ data: firstPage });
const firstPostId = firstPage.edges[0]?.node.id ?? 1;

const app = await buildApp(config, {
  database,
  logger: false,
  extraRoutes: async (instance) => {
    instance.get(STATIC_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    // The same page through the same response schema, but always from the database.
    instance.get(
      UNCACHED_PATH,
      { schema: { response: { 200: dataSchema(connectionSchema(postSchema)) } } },
      async () => ({ data: await posts.listLatest({ first: 20 }) }),
    );
  },
});
await app.listen({ port: config.apiPort, host: '127.0.0.1' });
process.send?.({ ready: true, bytes: Buffer.byteLength(body), postId: firstPostId });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
