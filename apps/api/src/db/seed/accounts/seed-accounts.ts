import { inArray } from 'drizzle-orm';
import { jobGroups, jobs, tags, userFollowTags } from '../../schema';
import type { SeedTx } from '../community/seed-community';
import { DEMO_FOLLOWED_TAGS } from './follow-tags';
import { JOB_CATALOGUE } from './job-catalogue';

/** Adds the job groups and jobs that are missing; existing rows (and their positions) stay. */
export async function seedJobCatalogue(tx: SeedTx): Promise<void> {
  await tx
    .insert(jobGroups)
    .values(JOB_CATALOGUE.map((g, position) => ({ name: g.name, position })))
    .onConflictDoNothing({ target: jobGroups.name });
  const groupIds = new Map(
    (
      await tx
        .select({ id: jobGroups.id, name: jobGroups.name })
        .from(jobGroups)
        .where(
          inArray(
            jobGroups.name,
            JOB_CATALOGUE.map((g) => g.name),
          ),
        )
    ).map((g) => [g.name, g.id]),
  );
  const rows = JOB_CATALOGUE.flatMap((g) => {
    const jobGroupId = groupIds.get(g.name);
    if (jobGroupId === undefined) throw new Error(`job group ${g.name} vanished during the seed`);
    return g.jobs.map((name, position) => ({ jobGroupId, name, position }));
  });
  await tx
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: [jobs.jobGroupId, jobs.name] });
}

/** Gives the demo users created in this run (by username) their starting followed tags. */
export async function seedDemoFollowedTags(tx: SeedTx, created: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const wanted = DEMO_FOLLOWED_TAGS.filter(([username]) => created.has(username));
  if (wanted.length === 0) return;
  const names = [...new Set(wanted.flatMap(([, tagNames]) => tagNames))];
  const tagIds = new Map(
    (await tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, names))).map((t) => [
      t.name,
      t.id,
    ]),
  );
  const rows = wanted.flatMap(([username, tagNames]) => {
    const userId = created.get(username);
    return tagNames.flatMap((name) => {
      const tagId = tagIds.get(name);
      return userId === undefined || tagId === undefined ? [] : [{ userId, tagId, createdAt: now }];
    });
  });
  if (rows.length > 0) await tx.insert(userFollowTags).values(rows).onConflictDoNothing();
}

/** The user ids of `inserted` rows, by username. */
export function idsByUsername(inserted: ReadonlyArray<{ id: number; username: string | null }>): Map<string, number> {
  return new Map(inserted.flatMap((u) => (u.username === null ? [] : [[u.username, u.id] as const])));
}
