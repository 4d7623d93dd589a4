/**
 * Two builds of a page side by side, on a phone's terms: `npx tsx bench/main-thread-ab.ts URL_A URL_B
 * [loads]`. Serve the two builds from one API (`NEXT_DIST_DIR=.next-x node --import tsx server.ts`
 * in apps/web with its own PORT), so only the website differs. Each load is a fresh context with a
 * phone's user agent and viewport at 4x CPU (DevTools' throttling, which slows the main thread only);
 * the two URLs alternate (A B B A ...), so drift on a shared machine hits both alike.
 *
 * Figures, medians per URL: FCP and LCP; blocking time (the part over 50 ms of each long task that
 * starts after FCP, as TBT counts it, until the network is idle and a second more); and Chromium's
 * own script, style and layout durations. Lighthouse's simulated throttling spreads more between
 * runs of one build than most changes move it (docs/decisions.md, Compile hints); this measure is for
 * a change to the main thread's work, compared within one run.
 */
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/stack';
import { median } from './median';

// Lighthouse's own phone: its user agent, screen and CPU slowdown.
const PHONE = screenEmulationMetrics.mobile;
const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const SETTLE_MS = 1_000;

// A string, so it runs as written before the page's scripts (no compiler helpers in it).
const OBSERVERS = `(() => {
  window.__gdLongTasks = [];
  window.__gdLcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__gdLongTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__gdLcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

const FIGURES = ['fcp', 'lcp', 'blocking', 'script', 'style', 'layout'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

const [urlA, urlB] = process.argv.slice(2, 4);
const loads = Number(process.argv[4] ?? 8);
if (!urlA || !urlB || !(loads > 0)) {
  console.error('usage: npx tsx bench/main-thread-ab.ts URL_A URL_B [loads per URL]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const results = new Map<string, Figures[]>([
  [urlA, []],
  [urlB, []],
]);
try {
  for (let i = 0; i < loads * 2; i += 1) {
    const url = (i + Math.floor(i / 2)) % 2 === 0 ? urlA : urlB;
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    await context.addInitScript({ content: OBSERVERS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const seen = (await page.evaluate(
      `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp: window.__gdLcp, tasks: window.__gdLongTasks })`,
    )) as { fcp: number; lcp: number; tasks: [number, number][] };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    results.get(url)!.push({
      fcp: seen.fcp,
      lcp: seen.lcp,
      blocking: seen.tasks
        .filter(([start]) => start >= seen.fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      script: metric('ScriptDuration'),
      style: metric('RecalcStyleDuration'),
      layout: metric('LayoutDuration'),
    });
    await context.close();
  }
} finally {
  await browser.close();
}

console.log(`\n${loads} loads each, phone user agent, ${CPU_SLOWDOWN}x CPU (medians, ms)`);
console.log(['url'.padEnd(40), ...FIGURES.map((f) => f.padStart(9))].join(''));
for (const [url, rows] of results) {
  console.log(
    [
      url.padEnd(40),
      ...FIGURES.map((f) =>
        median(rows.map((r) => r[f]))
          .toFixed(0)
          .padStart(9),
      ),
    ].join(''),
  );
}
