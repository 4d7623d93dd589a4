import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PostType } from '@growday/contracts';
import { posts } from '../src/db/schema';
import { decodePostCursor } from '../src/modules/posts/cursor';
import { createPostsRepository } from '../src/modules/posts/posts-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('latest feed page as one JSON value (issue 13 item 5)', () => {
  it('gives every page the rows, order, tags, times and cursors of the row-by-row query, with and without a type', async () => {
    const repo = createPostsRepository(t.database.db);
    for (const type of [undefined, 'news', 'post'] satisfies Array<PostType | undefined>) {
      let after: string | null = null;
      let pages = 0;
      do {
        const opts = { first: 23, ...(after ? { after: decodePostCursor(after) } : {}) };
        const json = await repo.listLatest({ ...opts, ...(type ? { type } : {}) });
        const rows = await repo.listWhere(type ? eq(posts.type, type) : undefined, opts);
        expect(json, `type ${type ?? 'all'} page ${pages}`).toEqual(rows);
        after = json.pageInfo.hasNextPage ? json.pageInfo.endCursor : null;
        pages += 1;
      } while (after);
      expect(pages).toBeGreaterThan(1);
    }
  });
});
