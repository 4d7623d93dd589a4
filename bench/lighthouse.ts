/**
 * Part of `npm run bench` (issue 13), alone: `npm run bench:lighthouse`. Lighthouse 12 against a
 * production start of the whole stack (`node scripts/start.mjs`: the API with a fresh seeded
 * database and `next start`), in Debian's Chromium, mobile (Lighthouse's default throttling) and
 * desktop, on the pages the issue names. Figures are printed, never asserted: they depend on the
 * machine and on what else runs (the load average is printed beside them).
 *
 * Settings: BENCH_LIGHTHOUSE_RUNS (median of this many runs per page and form factor, default 3),
 * BENCH_LIGHTHOUSE_PAGES (comma-separated paths, default the five below with real ids),
 * BENCH_LIGHTHOUSE_FORMS (comma-separated: mobile, desktop; default both), BENCH_LIGHTHOUSE_DETAIL=1 (each
 * run's main-thread breakdown, slowest scripts, long tasks and benchmark index),
 * BENCH_WEB_PORT / BENCH_API_PORT (default: free ports the OS picks, free-port.ts), NEXT_DIST_DIR (the build to start;
 * start.mjs builds it when missing or older than the sources).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { API_PATHS, ROUTES } from '@growday/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/stack';
import { benchPort } from './free-port';
import { median } from './median';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FORMS = (process.env.BENCH_LIGHTHOUSE_FORMS?.split(',') ?? ['mobile', 'desktop']).filter(
  (f): f is 'mobile' | 'desktop' => f === 'mobile' || f === 'desktop',
);
const WEB_PORT = await benchPort('BENCH_WEB_PORT');
const API_PORT = await benchPort('BENCH_API_PORT');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;

export interface PageFigures {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Failed accessibility and best-practice audits of the last run (ids), to fix. */
  failing: string[];
  /** The elements that moved in the last run's layout shifts, when it shifted at all. */
  shifted: string[];
  /** The last run's LCP element and its phases (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  /** Each run's unthrottled first paint and the script bytes that had arrived by then (paintAfterScripts). */
  paintVsScripts: string[];
}

/**
 * When the unthrottled load first painted, and how much of the page's JavaScript had finished
 * downloading by then. Lighthouse's simulated FCP and LCP keep every request that ended before the
 * paint it observed (lantern's getFirstPaintBasedGraph), so on localhost, where every chunk arrives
 * within a few hundred milliseconds, a late first paint puts all script bytes, at 1.6 Mbit/s, in
 * front of the simulated LCP. A run's figure is read against this line (docs/decisions.md, "The
 * first paint that Lighthouse observes").
 */
function paintAfterScripts(lhr: Result): string {
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
    ?.items?.[0]?.observedFirstContentfulPaint;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; networkEndTime?: number; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const kB = (list: typeof scripts) => (list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(0);
  if (observed === undefined) return 'no observed paint';
  const before = scripts.filter((r) => (r.networkEndTime ?? Number.POSITIVE_INFINITY) <= observed);
  return `${Math.round(observed)} ms, ${kB(before)} of ${kB(scripts)} kB of scripts in`;
}

/** The LCP element's selector and phases from `largest-contentful-paint-element` (Lighthouse 12: two tables). */
function lcpElementOf(lhr: Result): string {
  const tables =
    (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }[] } | undefined
    )?.items ?? [];
  const rows = tables.flatMap((t) => t.items ?? []);
  const selector = rows.find((r) => r.node?.selector)?.node?.selector ?? '?';
  const phases = rows
    .filter((r) => r.phase && typeof r.timing === 'number')
    .map((r) => `${r.phase} ${Math.round(r.timing!)} ms`);
  return `${selector}${phases.length ? ` (${phases.join(', ')})` : ''}`;
}

async function waitFor(url: string, stack: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (stack.exitCode !== null) throw new Error(`the stack stopped (${stack.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${deadlineMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The first post id of a list answer ({ data: { edges: [{ node }] } }) that `pick` accepts. */
async function firstId(listPath: string, pick: (node: { id: number; type?: string }) => boolean): Promise<number> {
  const body = (await (await fetch(`${API}${listPath}?first=20`)).json()) as {
    data: { edges: { node: { id: number; type?: string } }[] };
  };
  const node = body.data.edges.map((e) => e.node).find(pick);
  if (!node) throw new Error(`no suitable item in ${listPath}`);
  return node.id;
}

function figures(page: string, formFactor: 'mobile' | 'desktop', runs: Result[]): PageFigures {
  const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const last = runs[runs.length - 1]!;
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (last.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        // The first few offending elements, so the figure says what to fix.
        const items = (last.audits[ref.id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)
          ?.items;
        const selectors = (items ?? []).flatMap((i) => (i.node?.selector ? [i.node.selector] : [])).slice(0, 3);
        return selectors.length ? `${ref.id} [${selectors.join(' | ')}]` : ref.id;
      }),
  );
  return {
    page,
    formFactor,
    performance: median(runs.map((r) => score(r, 'performance'))),
    accessibility: median(runs.map((r) => score(r, 'accessibility'))),
    bestPractices: median(runs.map((r) => score(r, 'best-practices'))),
    lcpMs: median(runs.map((r) => audit(r, 'largest-contentful-paint'))),
    tbtMs: median(runs.map((r) => audit(r, 'total-blocking-time'))),
    cls: median(runs.map((r) => audit(r, 'cumulative-layout-shift'))),
    fcpMs: median(runs.map((r) => audit(r, 'first-contentful-paint'))),
    failing,
    shifted: (
      (last.audits['layout-shifts']?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? []
    )
      .flatMap((i) => (i.node?.selector ? [i.node.selector] : []))
      .slice(0, 3),
    lcpElement: lcpElementOf(last),
    paintVsScripts: runs.map(paintAfterScripts),
  };
}

export function formatLighthouse(rows: PageFigures[], load: number[]): string {
  const lines = [
    `Lighthouse 12, median of ${RUNS} run(s), Chromium ${CHROMIUM_PATH}; load average at start ${load.map((l) => l.toFixed(2)).join(' ')}`,
    'page                     form     perf  a11y  bp   FCP ms   LCP ms   TBT ms    CLS',
  ];
  for (const r of rows) {
    lines.push(
      `${decodeURIComponent(r.page).padEnd(24)} ${r.formFactor.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(3)} ${r.fcpMs.toFixed(0).padStart(8)} ${r.lcpMs.toFixed(0).padStart(8)} ${r.tbtMs.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)}`,
    );
  }
  const failing = [
    ...new Set(rows.flatMap((r) => r.failing.map((f) => `${f} (${decodeURIComponent(r.page)} ${r.formFactor})`))),
  ];
  if (failing.length) lines.push(`failing a11y / best-practice audits: ${failing.join(', ')}`);
  for (const r of rows) lines.push(`LCP element on ${decodeURIComponent(r.page)} ${r.formFactor}: ${r.lcpElement}`);
  for (const r of rows) {
    lines.push(
      `observed first paint on ${decodeURIComponent(r.page)} ${r.formFactor}, per run: ${r.paintVsScripts.join('; ')}`,
    );
  }
  for (const r of rows.filter((row) => row.cls > 0 && row.shifted.length > 0)) {
    lines.push(`layout shift on ${decodeURIComponent(r.page)} ${r.formFactor}: ${r.shifted.join(' | ')}`);
  }
  return lines.join('\n');
}

export async function benchLighthouse(): Promise<string> {
  const load = loadavg();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gd-bench-lh-'));
  const stack = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(WEB_PORT), API_PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    // start.mjs builds the website first when its build is stale: minutes on this machine.
    await waitFor(`${WEB}/`, stack, 900_000);
    const pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
      ROUTES.home,
      ROUTES.feed(await firstId(API_PATHS.latestPosts, (n) => n.type !== 'news')),
      ROUTES.newsItem(await firstId(API_PATHS.news, () => true)),
      ROUTES.best,
      ROUTES.search('리액트'),
    ];
    const rows: PageFigures[] = [];
    for (const page of pages) {
      for (const formFactor of FORMS) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        };
        // One unmeasured load first, so the server's first render of the page (its caches) does not count.
        await fetch(`${WEB}${page}`);
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const result = await lighthouse(`${WEB}${page}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          runs.push(result.lhr);
          if (process.env.BENCH_LIGHTHOUSE_DETAIL) console.log(mainThreadDetail(page, formFactor, result.lhr));
        }
        rows.push(figures(page, formFactor, runs));
      }
    }
    return formatLighthouse(rows, load);
  } finally {
    chrome.kill();
    stack.kill('SIGTERM');
    await new Promise((r) => stack.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `BENCH_LIGHTHOUSE_DETAIL=1`: where one run's main thread went (Lighthouse's own breakdown by kind
 * and its script boot-up table), to tell a page's own work from a busy machine.
 */
function mainThreadDetail(page: string, formFactor: string, lhr: Result): string {
  type Item = Record<string, unknown>;
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const pathOf = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const byKind = items('mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel)} ${ms(item.duration)}`)
    .join(', ');
  const scripts = items('bootup-time')
    .slice(0, 6)
    .map((item) => `  ${pathOf(item.url)}: total ${ms(item.total)}, script ${ms(item.scripting)}`)
    .join('\n');
  const longTasks = items('long-tasks')
    .slice(0, 6)
    .map((item) => `${pathOf(item.url)} at ${ms(item.startTime)} for ${ms(item.duration)}`)
    .join('; ');
  const dom = lhr.audits['dom-size']?.numericValue;
  return (
    `${page} ${formFactor} (benchmark index ${lhr.environment.benchmarkIndex}, ${dom} DOM elements): ${byKind}\n` +
    `${scripts}\n  long tasks: ${longTasks}`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await benchLighthouse());
}
