import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client';

/**
 * Migration 0007 on a database that already has rows: it must backfill the stored counts from them
 * and clear job ids that name no catalogue row before the foreign keys go on.
 */
let dir: string;
let client: PGlite;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops before the entry tagged `stopBefore`. */
async function migrationsUpTo(stopBefore: string): Promise<string> {
  const folder = path.join(dir, 'drizzle');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((e) => e.tag.startsWith(stopBefore));
  if (stop < 0) throw new Error(`no migration ${stopBefore}`);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gd-migration-'));
  client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: await migrationsUpTo('0007_') });
  // Rows as the API before 0007 left them.
  await client.exec(`
    insert into job_groups (name) values ('개발');
    insert into jobs (job_group_id, name) values (1, '백엔드');
    insert into users (username, created_at, job_id, job_group_id) values
      ('a', now(), 1, 1), ('b', now(), 999, 1), ('c', now(), null, 777);
    insert into sources (slug, name) values ('s', 'S');
    insert into posts (key, type, title, url, source_id, published_at, created_at)
      select 'k' || g, 'post', 't', 'https://x.example/' || g, 1, now(), now() from generate_series(1, 6) g;
    insert into bookmarks (user_id, post_id, created_at, read_at) values
      (1, 1, now(), null), (1, 2, now(), now()), (1, 3, now(), null), (2, 1, now(), now());
    insert into post_reads (user_id, post_id, read_at) values (1, 2, now()), (1, 4, now()), (3, 5, now());
    insert into comments (post_id, user_id, text, created_at) values (1, 1, 'mine', now());
    insert into comments (post_id, parent_id, user_id, text, created_at) values
      (1, 1, 2, 'r1', now()), (1, 1, 3, 'r2', now());
    insert into notifications (user_id, actor_id, kind, post_id, comment_id, created_at, read_at) values
      (1, 2, 'reply', 1, 2, now(), null), (1, 3, 'reply', 1, 3, now(), now()), (1, 2, 'like', 1, 1, now(), null);
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
});
afterAll(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migration 0007 on existing rows', () => {
  it('backfills each user’s stored counts from the rows', async () => {
    const { rows } = await client.query<Record<string, number | string>>(
      `select username, bookmark_count, unread_bookmark_count, history_count, unread_notification_count
       from users order by id`,
    );
    expect(rows).toEqual([
      {
        username: 'a',
        bookmark_count: 3,
        unread_bookmark_count: 2,
        history_count: 2,
        unread_notification_count: 2,
      },
      { username: 'b', bookmark_count: 1, unread_bookmark_count: 0, history_count: 0, unread_notification_count: 0 },
      { username: 'c', bookmark_count: 0, unread_bookmark_count: 0, history_count: 1, unread_notification_count: 0 },
    ]);
  });

  it('clears job and group ids that named no catalogue row and keeps the valid ones', async () => {
    const { rows } = await client.query(`select username, job_id, job_group_id from users order by id`);
    expect(rows).toEqual([
      { username: 'a', job_id: 1, job_group_id: 1 },
      { username: 'b', job_id: null, job_group_id: 1 },
      { username: 'c', job_id: null, job_group_id: null },
    ]);
  });

  it('the triggers keep the backfilled counts moving from there', async () => {
    await client.exec(`
      insert into bookmarks (user_id, post_id, created_at) values (1, 6, now());
      update notifications set read_at = now() where user_id = 1;
      delete from post_reads where user_id = 1 and post_id = 4;`);
    const { rows } = await client.query(
      `select bookmark_count, unread_bookmark_count, history_count, unread_notification_count from users where id = 1`,
    );
    expect(rows).toEqual([
      { bookmark_count: 4, unread_bookmark_count: 3, history_count: 1, unread_notification_count: 0 },
    ]);
  });
});
