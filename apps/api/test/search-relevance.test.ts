import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { posts } from '../src/db/schema';
import { createSearchRepository } from '../src/modules/search/search-repository';
import { createTestApp, type TestApp } from './helpers/test-app';
import { RELEVANCE_CASES, scoreRelevance } from './fixtures/search-relevance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

/** The demo posts' keys of a search's first page, best first. */
async function searchKeys(query: string): Promise<string[]> {
  const { db } = t.database;
  const found = await createSearchRepository(db, t.clock).search(query, { first: 20 });
  const ids = found.edges.map((e) => e.node.id);
  if (ids.length === 0) return [];
  const rows = await db.select({ id: posts.id, key: posts.key }).from(posts).where(inArray(posts.id, ids));
  const keyOf = new Map(rows.map((r) => [r.id, r.key]));
  return ids.map((id) => keyOf.get(id) ?? String(id));
}

describe('search relevance over the demo content', () => {
  it(`has at least 60 Korean and mixed queries (${RELEVANCE_CASES.length})`, () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it('mean reciprocal rank >= 0.85, precision at 5 >= 0.8', async () => {
    const score = await scoreRelevance(searchKeys);
    console.log(
      `relevance: ${score.queries} queries, MRR ${score.mrr.toFixed(3)}, P@5 ${score.precisionAt5.toFixed(3)}`,
      score.misses,
    );
    expect(score.mrr).toBeGreaterThanOrEqual(0.85);
    expect(score.precisionAt5).toBeGreaterThanOrEqual(0.8);
  }, 120_000);
});
