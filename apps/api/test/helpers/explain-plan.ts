import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** The planner's plan for a query, as EXPLAIN prints it (PGlite answers an array, node-postgres rows). */
export async function explainPlan(db: Pick<Db, 'execute'>, query: SQL): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
