import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { CACHE_NAMES, type CacheInvalidator } from '../../lib/cache-registry';
import type { OpsResult } from '../ops/commands';
import { refetchSource, type IngestSettings, type SourceOutcome } from './ingest-pass';
import { opmlToSources, sourcesToOpml } from './opml';
import { createSourcesRepository, type SourceRow } from './sources-repository';

export interface IngestOpsContext {
  db: Db;
  clock: Clock;
  ingest: IngestSettings;
  caches?: CacheInvalidator;
}

/** After a fetch: the shared post-list pages of every API process are emptied when posts came or changed. */
export async function postsChanged(ctx: IngestOpsContext, outcome: { added: number; updated: number }): Promise<void> {
  if (outcome.added + outcome.updated > 0) await ctx.caches?.invalidate(CACHE_NAMES.postLists, CACHE_NAMES.posts);
}

/** One line a source: what `sources list` prints. */
export function sourceLine(s: SourceRow): string {
  const state = !s.feedUrl ? 'no-feed' : s.enabled ? 'enabled' : 'disabled';
  const last = s.lastFetchedAt
    ? `last=${s.lastFetchedAt.toISOString()} status=${s.lastStatus ?? '-'} added=${s.lastItemsAdded ?? 0}`
    : 'last=never';
  const backoff = s.nextAttemptAt ? ` failures=${s.consecutiveFailures} next=${s.nextAttemptAt.toISOString()}` : '';
  const failures = !s.nextAttemptAt && s.consecutiveFailures > 0 ? ` failures=${s.consecutiveFailures}` : '';
  const error = s.lastError ? ` error=${JSON.stringify(s.lastError)}` : '';
  return `#${s.id} ${s.name} [${s.type}] ${state} ${s.feedUrl ?? '-'} ${last}${failures}${backoff}${error}`;
}

export function outcomeLine(o: SourceOutcome): string {
  return o.ok
    ? `${o.name}: ${o.status === 304 ? 'not modified (304)' : `status ${o.status}, ${o.added} added, ${o.updated} updated`}`
    : `${o.name}: FAILED${o.status ? ` (status ${o.status})` : ''}: ${o.error}`;
}

/**
 * `npm run ops -- sources add|list|disable|enable|refetch|import|export` (docs/decisions.md,
 * Content ingestion). Import and export take a file path; `export -` prints the OPML.
 */
export async function runSourcesCommand(
  verb: string | undefined,
  rest: string[],
  ctx: IngestOpsContext,
  usage: string,
): Promise<OpsResult> {
  const repo = createSourcesRepository(ctx.db, ctx.clock);
  const unknown = (): OpsResult => ({
    ok: false,
    message: `unknown command: sources ${[verb, ...rest].join(' ')}\n${usage}`,
  });

  if (verb === 'list' && rest.length === 0) {
    const rows = await repo.list();
    return { ok: true, message: rows.length === 0 ? 'no sources' : rows.map(sourceLine).join('\n') };
  }
  if (verb === 'add') {
    let values;
    try {
      ({ values } = parseArgs({
        args: rest,
        options: {
          name: { type: 'string' },
          feed: { type: 'string' },
          type: { type: 'string' },
          tags: { type: 'string' },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (err) {
      return { ok: false, message: `${(err as Error).message}\n${usage}` };
    }
    if (!values.name || !values.feed || !values.type)
      return { ok: false, message: `sources add needs --name, --feed and --type\n${usage}` };
    const result = await repo.add({
      name: values.name,
      feedUrl: values.feed,
      type: values.type as 'post' | 'news',
      tags: (values.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    });
    return result.ok ? { ok: true, message: `added ${sourceLine(result.source)}` } : result;
  }
  if ((verb === 'disable' || verb === 'enable' || verb === 'refetch') && rest.length >= 1) {
    const source = await repo.find(rest.join(' '));
    if (!source) return { ok: false, message: `no source ${rest.join(' ')}` };
    if (verb === 'refetch') {
      const result = await refetchSource(ctx.db, ctx.clock, source.id, ctx.ingest);
      if (!result.ok) return result;
      await postsChanged(ctx, result.outcome);
      return { ok: result.outcome.ok, message: outcomeLine(result.outcome) };
    }
    const updated = await repo.setEnabled(source.id, verb === 'enable');
    return { ok: true, message: `${verb}d ${sourceLine(updated!)}` };
  }
  if (verb === 'export' && rest.length === 1) {
    const opml = sourcesToOpml(await repo.list(), 'Growday sources', ctx.clock.now());
    if (rest[0] === '-') return { ok: true, message: opml };
    await writeFile(rest[0]!, opml);
    const count = (await repo.list()).filter((s) => s.feedUrl).length;
    return { ok: true, message: `exported ${count} sources to ${rest[0]}` };
  }
  if (verb === 'import' && rest.length === 1) {
    let entries;
    try {
      entries = opmlToSources(await readFile(rest[0]!, 'utf8'));
    } catch (err) {
      return { ok: false, message: `could not read ${rest[0]} as OPML: ${(err as Error).message}` };
    }
    return importEntries(repo, entries);
  }
  return unknown();
}

async function importEntries(
  repo: ReturnType<typeof createSourcesRepository>,
  entries: ReturnType<typeof opmlToSources>,
): Promise<OpsResult> {
  const existing = await repo.list();
  const feeds = new Set(existing.map((s) => s.feedUrl));
  let added = 0;
  let skipped = 0;
  const problems: string[] = [];
  for (const entry of entries) {
    if (feeds.has(entry.feedUrl)) {
      skipped++;
      continue;
    }
    let result = await repo.add(entry);
    // Default tags name tags of this installation; an import from elsewhere may name others.
    if (!result.ok && result.message.startsWith('unknown tags')) {
      problems.push(`${entry.name}: ${result.message} (imported without them)`);
      result = await repo.add({ ...entry, tags: [] });
    }
    if (result.ok) {
      added++;
      feeds.add(entry.feedUrl);
    } else problems.push(`${entry.name}: ${result.message}`);
  }
  const summary = `imported ${added} sources, ${skipped} already present, ${problems.length} problems`;
  return { ok: true, message: [summary, ...problems].join('\n') };
}
