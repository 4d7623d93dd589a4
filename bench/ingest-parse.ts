/**
 * Feed parsing throughput (issue 12): items per second for a 1,000-item RSS 2.0 feed, parsed from
 * a string (parseFeedText: well-formedness check, feedsmith, HTML to plain text, canonical
 * addresses, thumbnails) and fetched whole from a local server (fetchFeed: HTTP, byte cap,
 * charset decoding, parsing). No database: `npm run bench` adds the storing side.
 * Run alone with `npx tsx bench/ingest-parse.ts`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { fetchFeed, parseFeedText } from '../apps/api/src/modules/ingest/fetch';

export interface IngestParseFigures {
  items: number;
  feedBytes: number;
  /** Items per second through parseFeedText (median run). */
  parseItemsPerSecond: number;
  /** Items per second through fetchFeed from 127.0.0.1 (median run). */
  fetchItemsPerSecond: number;
  parseMsMedian: number;
  fetchMsMedian: number;
}

const WORDS = ['쿠버네티스', '리액트', '데이터', '파이프라인', '보안', '회고', '성능', '타입스크립트', 'Go', 'Rust'];

/** A realistic feed: Korean titles with entities, HTML descriptions with an image, categories, dates. */
export function makeBenchFeed(items: number, origin = 'https://bench.growday.test'): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    `<channel><title>벤치마크 피드</title><link>${origin}/</link><description>bench</description>`,
  ];
  const start = Date.UTC(2026, 10, 1);
  for (let i = 0; i < items; i += 1) {
    const w = (k: number) => WORDS[(i + k) % WORDS.length];
    parts.push(
      '<item>',
      `<title>${w(0)} &amp; ${w(3)} 실전 가이드 ${i}편</title>`,
      `<link>${origin}/posts/${i}/?utm_source=rss&amp;utm_medium=feed</link>`,
      `<guid isPermaLink="false">bench-${i}</guid>`,
      `<dc:creator>작성자${i % 37}</dc:creator>`,
      `<category>${w(1)}</category><category>${w(2)}</category>`,
      `<pubDate>${new Date(start + i * 3_600_000).toUTCString()}</pubDate>`,
      `<description><![CDATA[<p>${w(4)}를 운영하며 배운 점을 <strong>정리</strong>했습니다. ${'본문 요약 문장입니다. '.repeat(8)}</p><p><img src="/img/${i}.png" alt="">더 읽기</p>]]></description>`,
      `<content:encoded><![CDATA[<h2>${w(5)}</h2>${'<p>긴 본문 단락입니다. 코드와 설명이 이어집니다.</p>'.repeat(20)}]]></content:encoded>`,
      '</item>',
    );
  }
  parts.push('</channel></rss>');
  return parts.join('\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchIngestParse(opts: { items?: number; runs?: number } = {}): Promise<IngestParseFigures> {
  const count = opts.items ?? 1000;
  const runs = opts.runs ?? 7;
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/rss+xml; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const body = makeBenchFeed(count, origin);
  const now = new Date();
  try {
    // One warm-up each, so the first run does not measure module compilation.
    parseFeedText(body, `${origin}/feed.xml`, now);
    const parseMs: number[] = [];
    for (let r = 0; r < runs; r += 1) {
      const started = performance.now();
      const result = parseFeedText(body, `${origin}/feed.xml`, now);
      parseMs.push(performance.now() - started);
      if (!result.ok || result.items.length !== count)
        throw new Error(`bench feed parsed wrong: ${JSON.stringify(result).slice(0, 200)}`);
    }
    const fetchOpts = { now, allowPrivateAddresses: true };
    await fetchFeed({ feedUrl: `${origin}/feed.xml` }, fetchOpts);
    const fetchMs: number[] = [];
    for (let r = 0; r < runs; r += 1) {
      const started = performance.now();
      const outcome = await fetchFeed({ feedUrl: `${origin}/feed.xml` }, fetchOpts);
      fetchMs.push(performance.now() - started);
      if (outcome.kind !== 'ok' || outcome.items.length !== count)
        throw new Error(`bench fetch failed: ${JSON.stringify(outcome).slice(0, 200)}`);
    }
    const p = median(parseMs);
    const f = median(fetchMs);
    return {
      items: count,
      feedBytes: Buffer.byteLength(body),
      parseItemsPerSecond: Math.round((count / p) * 1000),
      fetchItemsPerSecond: Math.round((count / f) * 1000),
      parseMsMedian: Math.round(p),
      fetchMsMedian: Math.round(f),
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** One line for the bench report. */
export function formatIngestParse(f: IngestParseFigures): string {
  return (
    `ingest parse: ${f.items} items (${Math.round(f.feedBytes / 1024)} KB): ` +
    `parse ${f.parseItemsPerSecond} items/s (${f.parseMsMedian} ms), ` +
    `fetch+parse ${f.fetchItemsPerSecond} items/s (${f.fetchMsMedian} ms)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatIngestParse(await benchIngestParse()));
}
