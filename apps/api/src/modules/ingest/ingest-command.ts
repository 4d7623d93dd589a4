import type { OpsResult } from '../ops/commands';
import { runIngestPass } from './ingest-pass';
import { outcomeLine, postsChanged, type IngestOpsContext } from './sources-command';

/** `npm run ingest` (= `npm run ops -- ingest`): one pass over the due, enabled sources. */
export async function runIngestCommand(rest: string[], ctx: IngestOpsContext, usage: string): Promise<OpsResult> {
  if (rest.length > 0) return { ok: false, message: `unknown command: ingest ${rest.join(' ')}\n${usage}` };
  const summary = await runIngestPass(ctx.db, ctx.clock, ctx.ingest);
  await postsChanged(ctx, summary);
  const head = `ingest: ${summary.sources} sources fetched, ${summary.failed} failed, ${summary.added} posts added, ${summary.updated} updated`;
  return { ok: true, message: [head, ...summary.outcomes.map(outcomeLine)].join('\n') };
}
