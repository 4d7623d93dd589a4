/**
 * Ingestion throughput (issue 12): items per second for a 1,000-item feed served on 127.0.0.1,
 * fetched, parsed, tagged and stored into PGlite by one real ingestion pass (runIngestPass:
 * lease claim, fetch, de-duplication by canonical address, posts insert with the search-index
 * triggers, post_tags, outcome). Also the re-run over the same feed (everything known, nothing
 * added). Run alone with `npx tsx bench/ingest-store.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ManualClock } from '../apps/api/src/clock';
import { openDatabase } from '../apps/api/src/db/client';
import { tags } from '../apps/api/src/db/schema';
import { runIngestPass } from '../apps/api/src/modules/ingest/ingest-pass';
import { createSourcesRepository } from '../apps/api/src/modules/ingest/sources-repository';
import { createTagRulesRepository } from '../apps/api/src/modules/ingest/tag-rules-repository';
import { makeBenchFeed } from './ingest-parse';

export interface IngestStoreFigures {
  items: number;
  added: number;
  storeMs: number;
  itemsPerSecond: number;
  rerunMs: number;
}

export async function benchIngestStore(opts: { items?: number } = {}): Promise<IngestStoreFigures> {
  const items = opts.items ?? 1000;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const body = makeBenchFeed(items, origin);
  const dir = await mkdtemp(path.join(tmpdir(), 'gd-bench-ingest-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await database.migrate();
    const clock = new ManualClock('2026-11-24T12:00:00Z');
    const db = database.db;
    await db.insert(tags).values(['React', 'DevOps', '보안', '데이터'].map((name) => ({ name, shortName: name })));
    const rules = createTagRulesRepository(db, clock);
    for (const [k, tag] of [
      ['리액트', 'React'],
      ['쿠버네티스', 'DevOps'],
      ['보안', '보안'],
      ['데이터', '데이터'],
    ])
      await rules.add(k!, tag!);
    const source = await createSourcesRepository(db, clock).add({
      name: '벤치 피드',
      feedUrl: `${origin}/bench.xml`,
      type: 'post',
    });
    if (!source.ok) throw new Error(source.message);
    const settings = { allowPrivateAddresses: true, intervalMinutes: 0 };
    let started = performance.now();
    const first = await runIngestPass(db, clock, settings);
    const storeMs = performance.now() - started;
    if (first.failed > 0) throw new Error(`bench pass failed: ${first.outcomes[0]?.error}`);
    clock.advance(60_000);
    started = performance.now();
    const again = await runIngestPass(db, clock, settings);
    const rerunMs = performance.now() - started;
    if (again.added !== 0) throw new Error('the re-run added posts');
    return { items, added: first.added, storeMs, itemsPerSecond: (first.added / storeMs) * 1000, rerunMs };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
    server.close();
  }
}

export function formatIngestStore(f: IngestStoreFigures): string {
  return `ingest store: ${f.added}/${f.items} items fetched, parsed, tagged and stored into PGlite in ${f.storeMs.toFixed(0)} ms = ${f.itemsPerSecond.toFixed(0)} items/s; re-run (all known) ${f.rerunMs.toFixed(0)} ms`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatIngestStore(await benchIngestStore()));
}
