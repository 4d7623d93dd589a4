/**
 * The ingestion half of bench/analytics-ingest.ts, in its own process: ingestEvents in batches of
 * ANALYTICS_MAX_EVENTS_PER_BATCH from BENCH_INGEST_CONNECTIONS connections posting without pause, each batch as another
 * visitor address (as the website's proxy forwards them). Sends autocannon's result to the parent.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { ANALYTICS_MAX_EVENTS_PER_BATCH, API_PATHS, type AnalyticsEvent } from '@growday/contracts';
import { BENCH_REQUEST_TIMEOUT_S } from './request-timeout';

type Params = AnalyticsEvent['params'];

function batch(): string {
  const session = randomUUID();
  const now = Date.now() * 1000;
  const events: AnalyticsEvent[] = Array.from({ length: ANALYTICS_MAX_EVENTS_PER_BATCH }, (_, i) => ({
    name: i % 5 === 0 ? 'page_view' : 'supple_search',
    supple_user_id: session,
    client_event_timestamp: now + i,
    web_session_id: session,
    platform: 'web',
    page_location: 'http://localhost:3000/search?query=react',
    params: (i % 5 === 0
      ? { first_open: false, page_name: 'search', id: 'react' }
      : { query: 'react', result_count: i }) satisfies Params as Params,
  }));
  return JSON.stringify({ events });
}

const origin = process.env.BENCH_INGEST_ORIGIN ?? '';
// Ready, then wait for the parent's go, so the feed's run and this one start together.
await new Promise((resolve) => {
  process.once('message', resolve);
  process.send?.({ ready: true });
});
const body = batch();
let visitor = 0;
const result = await autocannon({
  url: process.env.BENCH_INGEST_BASE ?? '',
  connections: Number(process.env.BENCH_INGEST_CONNECTIONS ?? 5),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  timeout: BENCH_REQUEST_TIMEOUT_S,
  requests: [
    {
      method: 'POST',
      path: API_PATHS.analyticsEvents,
      setupRequest: (request) => {
        visitor += 1;
        return {
          ...request,
          body,
          headers: {
            'content-type': 'application/json',
            origin,
            'x-forwarded-for': `198.19.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
        };
      },
    },
  ],
});
process.send?.(result, () => process.exit(0));
