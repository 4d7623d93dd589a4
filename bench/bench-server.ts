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
import { createSessionsRepository } from '../apps/api/src/modules/auth/sessions-repository';
import { createBookmarksRepository } from '../apps/api/src/modules/bookmarks/bookmarks-repository';
import { createFollowTagsRepository } from '../apps/api/src/modules/my-feed/follow-tags-repository';
import { createPostsRepository } from '../apps/api/src/modules/posts/posts-repository';
import { createRankingsRepository } from '../apps/api/src/modules/rankings/rankings-repository';
import { createUsersRepository } from '../apps/api/src/modules/users/users-repository';
import { COOKIE, connectionSchema, dataSchema, pageQuerySchema, postSchema } from '@growday/contracts';
import { STATIC_PATH, UNCACHED_PATH, UNCACHED_RECOMMENDED_PATH } from './bench-paths';

const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The parent always passes the port it picked (free-port.ts).
  API_PORT: process.env.BENCH_PORT,
});
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedDemoContent(database.db, systemClock);
const posts = createPostsRepository(database.db);
const firstPage = await posts.listLatest({ first: 20 });
const body = JSON.stringify({ data: firstPage });
const firstPostId = firstPage.edges[0]?.node.id ?? 1;

/** Tags the signed-in bench reader follows: about five, as a typical My Feed. */
const BENCH_FOLLOWED_TAGS = 5;
/** Bookmarks the reader already has, so listBookmarks answers a full page. */
const BENCH_BOOKMARKS = 30;

// A signed-in reader with followed tags and bookmarks, for the viewer's own routes.
const readerId = await createUsersRepository(database.db, systemClock).findOrCreateByUsername('bench_reader');
const sessions = createSessionsRepository(database.db, systemClock);
const { token } = await sessions.create(readerId);
// The bookmark toggle runs as another user: PGlite has no autovacuum, and a thousand dead bookmark
// rows in the reader's index range would slow the reader's list rows that follow it.
const togglerId = await createUsersRepository(database.db, systemClock).findOrCreateByUsername('bench_toggler');
const toggler = await sessions.create(togglerId);
const followTags = createFollowTagsRepository(database.db);
const tagIds = [...new Set(firstPage.edges.flatMap((e) => e.node.tags.map((t) => t.id)))].slice(0, BENCH_FOLLOWED_TAGS);
await followTags.replace(readerId, tagIds, systemClock.now());
const bookmarks = createBookmarksRepository(database.db, systemClock);
const older = await posts.listLatest({ first: BENCH_BOOKMARKS + 1 });
for (const edge of older.edges.slice(1)) await bookmarks.add(readerId, edge.node.id);
const rankings = createRankingsRepository(database.db);
// Readers for the cash pick path: picks are abuse-limited per user (RATE_LIMITS.cashToken, cashPick),
// so the bench spreads them over many signed-in users, as many new tabs of many readers would be.
// The sections without cash cases (comments, analytics) pass BENCH_CASH_USERS=0: the readers take a minute to create.
const BENCH_CASH_USERS = Number(process.env.BENCH_CASH_USERS ?? 1000);
const cashCookies: string[] = [];
for (let i = 0; i < BENCH_CASH_USERS; i += 1) {
  const id = await createUsersRepository(database.db, systemClock).findOrCreateByUsername(`bench_cash_${i}`);
  cashCookies.push(`${COOKIE.session}=${(await sessions.create(id)).token}`);
}

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
    // The reader's personalised first page, always from the database: the followed tags, then the
    // page with the reader's flags (one statement each).
    instance.get(
      UNCACHED_RECOMMENDED_PATH,
      { schema: { querystring: pageQuerySchema, response: { 200: dataSchema(connectionSchema(postSchema)) } } },
      async (request) => {
        const { first } = request.query as { first: number };
        const tags = await followTags.followedTagIds(readerId);
        return { data: await rankings.listRecommended(readerId, tags, systemClock.now(), { first, position: 0 }) };
      },
    );
  },
});
try {
  await app.listen({ port: config.apiPort, host: '127.0.0.1' });
} catch (err) {
  // The parent picked this port free a moment ago (free-port.ts); say plainly that it was taken since.
  console.error(`bench server: cannot listen on 127.0.0.1:${config.apiPort}: ${(err as Error).message}`);
  process.exit(1);
}
process.send?.({
  ready: true,
  bytes: Buffer.byteLength(body),
  postId: firstPostId,
  // The reader's session and an origin the Origin check accepts, for the signed-in and writing routes.
  cookie: `${COOKIE.session}=${token}`,
  togglerCookie: `${COOKIE.session}=${toggler.token}`,
  origin: config.webOrigin,
  followedTags: tagIds.length,
  cashCookies,
});
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
