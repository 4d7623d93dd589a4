import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import { INGEST_OG_IMAGES_PER_SOURCE, INGEST_PASS_CONCURRENCY } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { posts, sources, tags } from '../../db/schema';
import { createHostLimiter, fetchFeed, fetchOgImage, type FeedItem, type HostLimiter } from './fetch';
import { claimNextSource, recordOutcome } from './source-lease';
import type { SourceRow } from './sources-repository';
import { storeItems, type Tagger } from './store-items';
import { compileTagRules } from './tag-matcher';
import { createTagRulesRepository } from './tag-rules-repository';

export interface IngestSettings {
  /** INGEST_ALLOW_PRIVATE: tests fetch fixture feeds on 127.0.0.1. */
  allowPrivateAddresses: boolean;
  /** INGEST_INTERVAL in minutes (0: no schedule); a scheduled pass skips sources fetched in the last half of it. */
  intervalMinutes: number;
  /** Overrides INGEST_FETCH_TIMEOUT_MS (tests use a short one for the slow fixtures). */
  timeoutMs?: number;
  /** Sources fetched at the same time by this process (INGEST_PASS_CONCURRENCY). */
  concurrency?: number;
}

export function ingestSettingsFrom(config: AppConfig): IngestSettings {
  return { allowPrivateAddresses: config.ingestAllowPrivate, intervalMinutes: config.ingestIntervalMinutes };
}

export interface SourceOutcome {
  sourceId: number;
  name: string;
  ok: boolean;
  /** HTTP status of the feed's answer (304: not modified), null when none came. */
  status: number | null;
  added: number;
  updated: number;
  error: string | null;
}

export interface PassSummary {
  sources: number;
  failed: number;
  added: number;
  updated: number;
  outcomes: SourceOutcome[];
}

interface PassContext {
  db: Db;
  clock: Clock;
  settings: IngestSettings;
  owner: string;
  limiter: HostLimiter;
  tagger: Tagger;
}

async function loadTagger(db: Db, clock: Clock): Promise<Tagger> {
  const rules = await createTagRulesRepository(db, clock).rules();
  const all = await db.select({ id: tags.id, name: tags.name }).from(tags);
  return {
    match: compileTagRules(rules),
    byName: new Map(all.map((t) => [t.name.normalize('NFKC').toLowerCase(), t.id])),
  };
}

/** Items that are new to the database and have no thumbnail get their article's og:image (bounded). */
async function fillThumbnails(ctx: PassContext, items: FeedItem[]): Promise<FeedItem[]> {
  const missing = items.filter((i) => i.thumbnail === null);
  if (missing.length === 0) return items;
  const known = new Set(
    (
      await ctx.db
        .select({ key: posts.key })
        .from(posts)
        .where(
          inArray(
            posts.key,
            missing.map((i) => i.url),
          ),
        )
    ).map((r) => r.key),
  );
  const wanted = missing.filter((i) => !known.has(i.url)).slice(0, INGEST_OG_IMAGES_PER_SOURCE);
  const found = new Map<string, string>();
  // The limiter runs one request per host at a time, so these queue behind each other on one site.
  await Promise.all(
    wanted.map(async (item) => {
      const image = await fetchOgImage(item.url, fetchOptions(ctx));
      if (image) found.set(item.url, image);
    }),
  );
  return items.map((i) => (i.thumbnail === null && found.has(i.url) ? { ...i, thumbnail: found.get(i.url)! } : i));
}

function fetchOptions(ctx: PassContext) {
  return {
    now: ctx.clock.now(),
    limiter: ctx.limiter,
    allowPrivateAddresses: ctx.settings.allowPrivateAddresses,
    ...(ctx.settings.timeoutMs !== undefined ? { timeoutMs: ctx.settings.timeoutMs } : {}),
  };
}

/** Fetches and stores one claimed source; never throws (an unexpected error is recorded on the source). */
async function processSource(ctx: PassContext, source: SourceRow): Promise<SourceOutcome> {
  const base = { sourceId: source.id, name: source.name };
  let outcome: SourceOutcome;
  try {
    const fetched = await fetchFeed(
      { feedUrl: source.feedUrl!, etag: source.etag, lastModified: source.lastModified },
      fetchOptions(ctx),
    );
    if (fetched.kind === 'not-modified') {
      outcome = { ...base, ok: true, status: 304, added: 0, updated: 0, error: null };
      await recordOutcome(ctx.db, source, ctx.owner, ctx.clock.now(), { ok: true, status: 304, itemsAdded: 0 });
    } else if (fetched.kind === 'error') {
      outcome = { ...base, ok: false, status: fetched.status, added: 0, updated: 0, error: fetched.message };
      await recordOutcome(ctx.db, source, ctx.owner, ctx.clock.now(), {
        ok: false,
        status: fetched.status,
        error: fetched.message,
      });
    } else {
      const items = await fillThumbnails(ctx, fetched.items);
      const stored = await storeItems(ctx.db, source, items, ctx.tagger, ctx.clock.now());
      outcome = { ...base, ok: true, status: fetched.status, ...stored, error: null };
      await recordOutcome(ctx.db, source, ctx.owner, ctx.clock.now(), {
        ok: true,
        status: fetched.status,
        itemsAdded: stored.added,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
      });
    }
  } catch (err) {
    const message = `ingest failed: ${(err as Error).message}`;
    outcome = { ...base, ok: false, status: null, added: 0, updated: 0, error: message };
    await recordOutcome(ctx.db, source, ctx.owner, ctx.clock.now(), { ok: false, status: null, error: message }).catch(
      () => {},
    );
  }
  return outcome;
}

/**
 * One ingestion pass (docs/decisions.md, Content ingestion): workers claim due sources one at a
 * time (source-lease.ts) until none is left, each fetched with the pass's host limiter and stored.
 * One source's failure is recorded on it and never stops the others.
 */
export async function runIngestPass(
  db: Db,
  clock: Clock,
  settings: IngestSettings,
  opts: { scheduled?: boolean; onlyId?: number } = {},
): Promise<PassSummary> {
  const started = clock.now();
  // A scheduled pass leaves sources fetched in the last half interval (by another process) alone.
  const fetchedBefore =
    opts.scheduled && settings.intervalMinutes > 0
      ? new Date(started.getTime() - (settings.intervalMinutes * 60_000) / 2)
      : opts.onlyId !== undefined
        ? new Date(started.getTime() + 1)
        : started;
  const ctx: PassContext = {
    db,
    clock,
    settings,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    limiter: createHostLimiter(),
    tagger: await loadTagger(db, clock),
  };
  const outcomes: SourceOutcome[] = [];
  const worker = async () => {
    for (;;) {
      const source = await claimNextSource(db, {
        owner: ctx.owner,
        now: clock.now(),
        fetchedBefore,
        ...(opts.onlyId !== undefined ? { onlyId: opts.onlyId } : {}),
      });
      if (!source) return;
      outcomes.push(await processSource(ctx, source));
      // A re-fetch of one source fetches it once, even if it was fetched a moment ago.
      if (opts.onlyId !== undefined) return;
    }
  };
  const workers = opts.onlyId !== undefined ? 1 : (settings.concurrency ?? INGEST_PASS_CONCURRENCY);
  await Promise.all(Array.from({ length: workers }, worker));
  return {
    sources: outcomes.length,
    failed: outcomes.filter((o) => !o.ok).length,
    added: outcomes.reduce((n, o) => n + o.added, 0),
    updated: outcomes.reduce((n, o) => n + o.updated, 0),
    outcomes,
  };
}

/**
 * Fetches one source now (`sources refetch`, the desk's "re-fetch now"): its back-off is lifted
 * first. A disabled source, or one another process is fetching at this moment, is not fetched.
 */
export async function refetchSource(
  db: Db,
  clock: Clock,
  sourceId: number,
  settings: IngestSettings,
): Promise<{ ok: true; outcome: SourceOutcome } | { ok: false; message: string }> {
  const [source] = await db
    .update(sources)
    .set({ nextAttemptAt: null })
    .where(eq(sources.id, sourceId))
    .returning({ enabled: sources.enabled, feedUrl: sources.feedUrl });
  if (!source) return { ok: false, message: `no source with id ${sourceId}` };
  if (!source.feedUrl) return { ok: false, message: 'this source has no feed address' };
  if (!source.enabled) return { ok: false, message: 'this source is disabled; enable it first' };
  const summary = await runIngestPass(db, clock, settings, { onlyId: sourceId });
  const outcome = summary.outcomes[0];
  return outcome ? { ok: true, outcome } : { ok: false, message: 'another process is fetching this source now' };
}
