import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, dataSchema, jobCatalogueSchema, LIST_CACHE_TTL_MS } from '@growday/contracts';
import { jobGroups } from '../src/db/schema';
import { JOB_CATALOGUE } from '../src/db/seed/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listJobs = async () => {
  const res = await t.app.inject({ url: API_PATHS.jobs });
  expect(res.statusCode).toBe(200);
  return dataSchema(jobCatalogueSchema).parse(res.json()).data;
};

describe('listJobs', () => {
  it('answers the seeded catalogue to anyone, groups and jobs in position order', async () => {
    const { jobGroups: groups } = await listJobs();
    expect(groups.map((g) => g.name)).toEqual(JOB_CATALOGUE.map((g) => g.name));
    for (const [i, group] of groups.entries()) {
      expect(group.jobs.map((j) => j.name)).toEqual(JOB_CATALOGUE[i]?.jobs);
      for (const job of group.jobs) expect(job.jobGroupId).toBe(group.id);
    }
    const dev = groups.find((g) => g.name === '개발');
    expect(dev?.jobs.map((j) => j.name)).toEqual(expect.arrayContaining(['프론트엔드', '백엔드', 'AI/ML']));
  });

  it('is kept for the list TTL, then read again', async () => {
    const first = await listJobs();
    const id = first.jobGroups[0]?.id ?? 0;
    await t.database.db.update(jobGroups).set({ position: 99 }).where(eq(jobGroups.id, id));
    expect((await listJobs()).jobGroups[0]?.id).toBe(id);
    t.clock.advance(LIST_CACHE_TTL_MS + 1);
    const fresh = await listJobs();
    expect(fresh.jobGroups.at(-1)?.id).toBe(id);
  });

  it('is in the OpenAPI document as listJobs and updateCurrentUser', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.paths[API_PATHS.jobs]?.get?.operationId).toBe('listJobs');
    expect(doc.paths[API_PATHS.currentUser]?.put?.operationId).toBe('updateCurrentUser');
  });
});
