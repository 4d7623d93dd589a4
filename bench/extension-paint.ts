/**
 * Part of `npm run bench`: how fast the extension's new tab paints the feed from its cache, against
 * an empty extension page, in the same Chromium run. The extension is built into a temporary folder
 * (API origin: a closed port, so the background refresh fails at once and no network time counts),
 * an empty page is added next to it, and both load as `chrome-extension://` pages of the unpacked
 * build. The budget is a ratio of medians, so a slower machine does not fail it.
 *
 * Figures, from navigation start: the empty page's first contentful paint (FCP); the new tab's FCP;
 * and the new tab's "feed on screen", the later of its FCP and the `gd:new-tab:feed-painted` mark
 * (set after the frame that drew the first card). FCP is stamped at presentation and the mark on
 * the main thread, so neither alone is the moment the first card was visible; the later of the two
 * never flatters the new tab. The budget compares "feed on screen" with the empty page's FCP.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { EXTENSION_ID, FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts';
import { FEED_CACHE_KEY } from '../apps/extension/src/feed-cache';
import { FEED_PAINTED_MARK } from '../apps/extension/src/paint-marks';
import { makePage } from '../apps/extension/test/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/stack';
import { median } from './median';

const RUNS = Number(process.env.BENCH_EXTENSION_RUNS ?? 25);
const WARM_UP = 3;
/** The new tab's feed paint may take at most this many times the empty page's first paint. */
const MAX_PAINT_RATIO = 4;
/** Nothing listens here: the new tab's refresh fails at once instead of waiting on a network. */
const DEAD_API_ORIGIN = 'http://127.0.0.1:9';
const BLANK_PAGE = 'bench-blank.html';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'gd-bench-ext-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'gd-bench-ext-profile-'));
const extensionDir = path.join(outDir, 'chrome');
const origin = `chrome-extension://${EXTENSION_ID}`;

/** Loads `url` in a fresh tab and returns the named paint timings (ms from navigation start). */
async function timings(context: BrowserContext, url: string, names: string[]): Promise<number[]> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(
      (wanted) => wanted.every((name) => performance.getEntriesByName(name).length > 0),
      names,
    );
    return await page.evaluate(
      (wanted) => wanted.map((name) => performance.getEntriesByName(name)[0]!.startTime),
      names,
    );
  } finally {
    await page.close();
  }
}

async function run(): Promise<boolean> {
  execFileSync('npm', ['run', 'build', '-w', '@growday/extension'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, GD_API_ORIGIN: DEAD_API_ORIGIN, GD_EXTENSION_OUT_DIR: outDir },
  });
  // The empty page: the same package, one line of text, no script and no style.
  writeFileSync(
    path.join(extensionDir, BLANK_PAGE),
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>-</title></head><body><p>-</p></body></html>\n',
  );

  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  try {
    const seed = await context.newPage();
    await seed.goto(`${origin}/${BLANK_PAGE}`);
    const cached = {
      savedAt: Date.now(),
      page: makePage(Array.from({ length: FEED_PAGE_SIZE_DEFAULT }, (_, i) => 900 - i)),
    };
    await seed.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: FEED_CACHE_KEY,
      value: JSON.stringify(cached),
    });
    await seed.close();

    const newTab = `${origin}/new-tab.html`;
    const blank = `${origin}/${BLANK_PAGE}`;
    const feedPaint: number[] = [];
    const newTabFcp: number[] = [];
    const blankFcp: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i += 1) {
      // Alternate, so drift on a shared machine hits both pages alike.
      const [painted, fcp] = await timings(context, newTab, [FEED_PAINTED_MARK, 'first-contentful-paint']);
      const [empty] = await timings(context, blank, ['first-contentful-paint']);
      if (i < WARM_UP) continue;
      feedPaint.push(Math.max(painted!, fcp!));
      newTabFcp.push(fcp!);
      blankFcp.push(empty!);
    }

    const ratio = median(feedPaint) / median(blankFcp);
    const over = ratio > MAX_PAINT_RATIO;
    const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
    console.log(`\nextension new tab, cached feed of ${FEED_PAGE_SIZE_DEFAULT} posts, ${RUNS} runs (median, p90)`);
    const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1]!;
    console.log(`empty extension page, first paint  ${ms(median(blankFcp))} ${ms(p90(blankFcp))}`);
    console.log(`new tab, first contentful paint    ${ms(median(newTabFcp))} ${ms(p90(newTabFcp))}`);
    console.log(`new tab, feed on screen            ${ms(median(feedPaint))} ${ms(p90(feedPaint))}`);
    console.log(
      `ratio feed on screen / empty page ${ratio.toFixed(2)}, budget <= ${MAX_PAINT_RATIO}${over ? '  EXCEEDED' : ''}`,
    );
    console.log(over ? '\nEXTENSION PAINT BUDGET EXCEEDED' : '\nextension paint within budget');
    return !over;
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

const passed = await run();
if (!passed) process.on('exit', () => (process.exitCode = 1));
