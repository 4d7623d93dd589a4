import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { desc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import { executeNamed, literalLimit, literalOneOf, registerPgliteNamedStatements } from '../src/db/named-statement';
import { PgliteNamedStatements } from '../src/db/pglite-named';
import { posts } from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed/seed';
import { rowsOf } from '../src/modules/analytics/rows';
import { createBookmarksRepository } from '../src/modules/bookmarks/bookmarks-repository';
import { loadCommentListBase } from '../src/modules/comments/comment-list-query';
import { loadLatestPageRows } from '../src/modules/posts/latest-page-query';
import { createUsersRepository } from '../src/modules/users/users-repository';
import { loadViewerPostState } from '../src/modules/viewer-state/viewer-state';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

/**
 * executeNamed on the engine of the run (PGlite, or PostgreSQL under `npm run test:pg`): named
 * statements answer what the same statement run unnamed answers, and keep doing so after the tests'
 * truncate-and-reseed of the tables they read.
 */
describe('executeNamed on the database of the run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The latest page, a reader's bookmarks page and their flags: statements run named, then unnamed. */
  async function answers(db: Db, readerId: number) {
    const statement = (type: string) => sql`
      select json_agg(x order by x.id desc) as "rows" from (
        select p.id, p.title, p.published_at as "publishedAt" from ${posts} p
        where p.type = ${type} order by p.published_at desc, p.id desc limit ${7}
      ) x`;
    return {
      named: rowsOf(await executeNamed(db, 'named_test_page', statement('news'))),
      unnamed: rowsOf(await db.execute(statement('news'))),
      latest: await loadLatestPageRows(db, { first: 20 }),
      bookmarks: await createBookmarksRepository(db, t.clock).listBookmarks(readerId, { first: 5 }),
    };
  }

  it('answer what the unnamed statement answers, again after a truncate and reseed', async () => {
    const db = t.database.db;
    const users = createUsersRepository(db, t.clock);
    const readerId = await users.findOrCreateByUsername('named_reader');
    const newest = await db.select({ id: posts.id }).from(posts).orderBy(desc(posts.publishedAt)).limit(3);
    const bookmarks = createBookmarksRepository(db, t.clock);
    for (const { id } of newest) await bookmarks.add(readerId, id);

    const before = await answers(db, readerId);
    expect(before.named).toEqual(before.unnamed);
    expect(before.latest).toHaveLength(21);
    // One clock time for all three: the post id breaks the tie, highest first.
    expect(before.bookmarks.edges.map((e) => e.node.id)).toEqual(newest.map((p) => p.id).sort((a, b) => b - a));
    expect(before.bookmarks.edges.every((e) => e.node.viewerHasBookmarked)).toBe(true);

    // What tests do between cases: empty the tables (the users and their bookmarks go too) and seed again.
    await seedDemoContent(db, t.clock, { reset: true });
    const reseeded = await users.findOrCreateByUsername('named_reader');
    const after = await answers(db, reseeded);
    expect(after.named).toEqual(after.unnamed);
    expect(after.bookmarks.edges).toEqual([]);
    // The seed gives the same posts again (restart identity: the same ids), without the reader's bookmarks.
    const uncounted = (rows: typeof before.latest) => rows.map(({ bookmarkCount: _count, ...rest }) => rest);
    expect(uncounted(after.latest)).toEqual(uncounted(before.latest));
    expect(before.latest.filter((p) => p.bookmarkCount > 0)).toHaveLength(3);
    expect(after.latest.filter((p) => p.bookmarkCount > 0)).toHaveLength(0);

    await bookmarks.add(reseeded, after.latest[0]!.id);
    const state = await loadViewerPostState(db, reseeded, [after.latest[0]!.id, after.latest[1]!.id]);
    expect([...state.bookmarked]).toEqual([after.latest[0]!.id]);
  }, 120_000); // the reseed rewrites every demo table: slow on a busy machine

  it('runs the keyset pages on their generic plan: planned once per connection, not on every request', async () => {
    // One connection, so the runs and pg_prepared_statements (per session) see the same statements.
    const { database, drop } = await openTestDatabase(true, 1);
    try {
      const db = database.db;
      const readerId = await createUsersRepository(db, t.clock).findOrCreateByUsername('plan_reader');
      const newest = await db.select({ id: posts.id }).from(posts).orderBy(desc(posts.publishedAt)).limit(25);
      const bookmarks = createBookmarksRepository(db, t.clock);
      for (const { id } of newest) await bookmarks.add(readerId, id);
      for (let run = 0; run < 8; run += 1) {
        await bookmarks.listBookmarks(readerId, { first: 20 });
        await loadLatestPageRows(db, { first: 20 });
        await loadLatestPageRows(db, { first: 20, type: 'news' });
        await loadCommentListBase(db, { kind: 'post', id: newest[0]!.id }, { first: 20, orderBy: 'createdAt' });
      }
      const plans = rowsOf<{ name: string; generic: number; runs: number }>(
        await db.execute(sql`select name, generic_plans::int as generic, (generic_plans + custom_plans)::int as runs
          from pg_prepared_statements where name ~ '^(bookmarks_page|latest_page|comment_list)_' order by name`),
      );
      expect(plans.map((p) => p.name.replace(/_[0-9a-f]{16}$/, ''))).toEqual([
        'bookmarks_page',
        'comment_list',
        'latest_page',
        'latest_page',
      ]);
      // PostgreSQL tries five custom plans before it may keep the generic one; with `limit $n` it
      // never kept it (the generic plan's cost counted a tenth of the table), which is why the
      // limits are written into the text (literalLimit).
      for (const plan of plans) {
        expect(plan.runs).toBe(8);
        expect(plan.generic, plan.name).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await drop();
    }
  }, 120_000);

  it('writes only a row count into a statement (literalLimit refuses anything else)', () => {
    const text = (n: number) => new PgDialect().sqlToQuery(sql`limit ${literalLimit(n)}`);
    expect(text(21)).toEqual({ sql: 'limit 21', params: [] });
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1_001]) {
      expect(() => literalLimit(bad)).toThrow(RangeError);
    }
  });

  it('writes only a listed word into a statement (literalOneOf refuses anything else)', () => {
    const text = (value: string) =>
      new PgDialect().sqlToQuery(sql`type = ${literalOneOf(value, ['post', 'news', "it's"])}`);
    expect(text('news')).toEqual({ sql: "type = 'news'", params: [] });
    expect(() => literalOneOf('NEWS', ['post', 'news'])).toThrow(RangeError);
    expect(() => text("it's")).toThrow(RangeError);
  });

  it('reports each named run to the query listeners (metrics, slow-query log)', async () => {
    const seen: string[] = [];
    const stop = t.database.onQuery((q) => seen.push(q.statement));
    try {
      await executeNamed(t.database.db, 'named_test_listener', sql`select ${41}::int + 1 as "n"`);
      await executeNamed(t.database.db, 'named_test_listener', sql`select ${41}::int + 1 as "n"`);
    } finally {
      stop();
    }
    expect(seen.filter((s) => s.includes('::int + 1'))).toHaveLength(2);
  });
});

/**
 * PGlite's own named statements (pglite-named.ts): on a bare in-memory instance, whatever engine
 * the run uses for the rest, since what they keep is PGlite's and every case below is about it.
 */
describe('PGlite named statements', () => {
  let client: PGlite;
  let named: PgliteNamedStatements;
  let db: Db;
  const prepared = async () =>
    (
      await client.query<{ name: string; runs: number }>(
        `select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by name`,
      )
    ).rows;

  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`create table items (id int primary key, label text not null, at timestamptz, tags int[]);
      insert into items select i, 'item ' || i, timestamptz '2026-01-01' + i * interval '1 day', array[i, i + 1]
      from generate_series(1, 50) i;`);
    named = new PgliteNamedStatements(client);
    registerPgliteNamedStatements(client, named);
    db = drizzle({ client }) as unknown as Db;
  });
  afterAll(() => client.close());

  it('prepares a statement once and runs it by name after, with the rows of the unnamed run', async () => {
    const text = 'select id, label, at, tags from items where id > $1 and label <> $2 order by id limit $3';
    const params = [10, 'item 12', 5];
    const first = await named.run('pick', text, params);
    const second = await named.run('pick', text, params);
    const unnamed = await client.query(text, params);
    expect(first.rows).toEqual(unnamed.rows);
    expect(second.rows).toEqual(unnamed.rows);
    expect(first.fields).toEqual(unnamed.fields);
    expect((first.rows as Array<{ id: number }>).map((r) => r.id)).toEqual([11, 13, 14, 15, 16]);
    // One statement in the server, and both runs went through it, on its one generic plan.
    expect(await prepared()).toEqual([{ name: 'pick', runs: 2 }]);
    const plans = await client.query('select generic_plans, custom_plans from pg_prepared_statements');
    expect(plans.rows).toEqual([{ generic_plans: 2, custom_plans: 0 }]);
    // ...while the queries around it keep planning per value (the default setting is back).
    expect((await client.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
    expect(named.preparedNames).toEqual(['pick']);
  });

  it('serialises each parameter as the type PostgreSQL inferred: text, timestamptz, arrays, booleans, null', async () => {
    const text = `select count(*)::int as n from items
      where label like $1 and at >= $2 and id = any($3::int[]) and $4::boolean and ($5::int is null)`;
    const run = (values: unknown[]) => named.run<{ n: number }>('typed', text, values);
    const since = new Date('2026-01-20T00:00:00Z');
    expect((await run(['item %', since, '{5,25,30,45}', true, null])).rows).toEqual([{ n: 3 }]);
    expect((await run(['item %', since, [25, 30], true, null])).rows).toEqual([{ n: 2 }]);
    expect((await run(['item %', since, '{25}', false, null])).rows).toEqual([{ n: 0 }]);
    expect((await run(['item 3%', since, '{30,31,3}', true, null])).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again once after its statement was dropped from the server (DEALLOCATE, DISCARD ALL)', async () => {
    const text = 'select label from items where id = $1';
    expect((await named.run('one', text, [3])).rows).toEqual([{ label: 'item 3' }]);
    await client.exec('deallocate one');
    expect((await named.run('one', text, [4])).rows).toEqual([{ label: 'item 4' }]);
    await client.exec('discard all');
    expect((await named.run('one', text, [5])).rows).toEqual([{ label: 'item 5' }]);
    expect((await prepared()).map((p) => p.name)).toEqual(['one']);
  });

  it('prepares again once when its rows changed shape (a column added under select *)', async () => {
    await client.exec("create table shaped (id int primary key, a text); insert into shaped values (1, 'x')");
    const text = 'select * from shaped where id = $1';
    expect((await named.run('shaped_all', text, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    await client.exec("alter table shaped add column b text not null default 'y'");
    expect((await named.run('shaped_all', text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
  });

  it('keeps answering after its table is dropped and made again, and after a truncate', async () => {
    await client.exec("create table remade (id int primary key, v text); insert into remade values (1, 'old')");
    const text = 'select v from remade where id = $1';
    expect((await named.run('remade_v', text, [1])).rows).toEqual([{ v: 'old' }]);
    await client.exec(
      "drop table remade; create table remade (id int primary key, v text); insert into remade values (1, 'new')",
    );
    expect((await named.run('remade_v', text, [1])).rows).toEqual([{ v: 'new' }]);
    await client.exec("truncate remade; insert into remade values (1, 'again')");
    expect((await named.run('remade_v', text, [1])).rows).toEqual([{ v: 'again' }]);
  });

  it('takes over a name another runner on the instance prepared', async () => {
    const other = new PgliteNamedStatements(client);
    const text = 'select $1::int * 2 as doubled';
    expect((await other.run('shared_name', text, [4])).rows).toEqual([{ doubled: 8 }]);
    expect((await named.run('shared_name', text, [5])).rows).toEqual([{ doubled: 10 }]);
    expect((await other.run('shared_name', text, [6])).rows).toEqual([{ doubled: 12 }]);
  });

  it('fails a run with the database error, and the next runs still answer', async () => {
    const text = 'select 10 / $1::int as q';
    await expect(named.run('divide', text, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await named.run('divide', text, [5])).rows).toEqual([{ q: 2 }]);
    await expect(named.run('broken', 'select from nowhere_at_all', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const text = 'select count(*)::int as n from items';
    let inside: Promise<unknown> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.exec("insert into items values (1000, 'uncommitted', null, null)");
        inside = named.run('count_items', text, []);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .catch(() => undefined);
    expect(((await inside) as { rows: unknown[] }).rows).toEqual([{ n: 50 }]);
  });

  it('serves executeNamed through drizzle: drizzle parsers (times stay text) and its error wrapping', async () => {
    const statement = sql`select id, at from items where id = ${7}::int`;
    const viaNamed = rowsOf(await executeNamed(db, 'drizzle_row', statement));
    expect(viaNamed).toEqual(rowsOf(await db.execute(statement)));
    expect(viaNamed).toEqual([{ id: 7, at: '2026-01-08 00:00:00+00' }]);
    expect((await prepared()).some((p) => p.name.startsWith('drizzle_row_'))).toBe(true);
    await expect(executeNamed(db, 'drizzle_fail', sql`select 1 / ${0}::int`)).rejects.toMatchObject({
      cause: { code: '22012' },
    });
    // Inside a drizzle transaction the statement runs on the transaction, unnamed: it sees its rows.
    let seenInTx: unknown;
    const rolledBack = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into items values (2000, 'in tx', null, null)`);
        const counted = sql`select count(*)::int as n from items where id = ${2000}::int`;
        seenInTx = rowsOf(await executeNamed(tx as unknown as Db, 'drizzle_tx', counted));
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(seenInTx).toEqual([{ n: 1 }]);
    expect((await prepared()).some((p) => p.name.startsWith('drizzle_tx_'))).toBe(false);
  });
});
