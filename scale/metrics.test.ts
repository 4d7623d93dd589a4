import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, METRICS_PATH, REQUEST_ID_HEADER } from '@growday/contracts';
import { call, startScaleStack, type ScaleStack } from './helpers/stack';

/** Ports 4354-4369 belong to this suite (docs/decisions.md, Scale-out); this file uses 4367. */
const PORT = 4367;

let stack: ScaleStack;
beforeAll(async () => {
  stack = await startScaleStack({ port: PORT, processes: 2 });
});
afterAll(async () => {
  await stack?.stop();
});

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

const servedBy = (path: string) =>
  new Set(stack.logs.filter((l) => l.msg === 'incoming request' && l.req?.url === path).map((l) => l.pid));

describe('/metrics under API_PROCESSES=2', () => {
  it("every scrape, whichever process answers, sums both processes' numbers", async () => {
    expect(stack.workers()).toHaveLength(2);
    const route = { method: 'GET', route: API_PATHS.latestPosts, status_code: '200' };
    const requests = 10;
    for (let i = 0; i < requests; i += 1) {
      expect((await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=1&m=${i}`)).status).toBe(200);
    }
    const counts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A new connection each time: node:cluster hands them to either process.
      const res = await call(PORT, 'GET', METRICS_PATH, { timeoutMs: 20_000 });
      const warnings = stack.logs.filter((l) => l.level >= 40).slice(-5);
      expect(res.status, `${res.body}\n${JSON.stringify(warnings)}`).toBe(200);
      expect(res.headers[REQUEST_ID_HEADER]).toBeTruthy();
      expect(sample(res.body, 'growday_api_processes')).toBe(2);
      counts.push(sample(res.body, 'http_request_duration_seconds_count', route));
      // The PostgreSQL pools' gauges (idle connections close after a while, so no fixed count).
      expect(res.body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    }
    // The requests went to both processes, yet every scrape counts all of them.
    await new Promise((r) => setTimeout(r, 300));
    expect(
      new Set(stack.logs.filter((l) => l.msg === 'incoming request' && l.req?.url?.includes('&m=')).map((l) => l.pid))
        .size,
    ).toBe(2);
    expect(counts).toEqual(Array(6).fill(requests));
    expect(servedBy(METRICS_PATH).size).toBe(2);
  });

  it('a client a loopback proxy forwards from outside gets 404 from every process', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await call(PORT, 'GET', METRICS_PATH, { ip: '203.0.113.77' });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});
