import { asc, eq, sql } from 'drizzle-orm';
import type { Job, JobCatalogue } from '@growday/contracts';
import type { Db } from '../../db/client';
import { jobGroups, jobs } from '../../db/schema';

export function createJobsRepository(db: Db) {
  return {
    /** Every job group by position, each with its jobs by position, in one query. */
    async listCatalogue(): Promise<JobCatalogue> {
      const rows = await db
        .select({
          id: jobGroups.id,
          name: jobGroups.name,
          jobs: sql<Job[]>`coalesce(
            json_agg(json_build_object('id', ${jobs.id}, 'name', ${jobs.name}, 'jobGroupId', ${jobs.jobGroupId})
              order by ${jobs.position}, ${jobs.id}) filter (where ${jobs.id} is not null),
            '[]'::json
          )`,
        })
        .from(jobGroups)
        .leftJoin(jobs, eq(jobs.jobGroupId, jobGroups.id))
        .groupBy(jobGroups.id)
        .orderBy(asc(jobGroups.position), asc(jobGroups.id));
      return { jobGroups: rows };
    },

    async findJob(id: number): Promise<Job | null> {
      const [row] = await db
        .select({ id: jobs.id, name: jobs.name, jobGroupId: jobs.jobGroupId })
        .from(jobs)
        .where(eq(jobs.id, id))
        .limit(1);
      return row ?? null;
    },

    async jobGroupExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: jobGroups.id }).from(jobGroups).where(eq(jobGroups.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
