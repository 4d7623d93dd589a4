import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES } from '@growday/contracts';
import {
  ROOT,
  formatTable,
  gzipBytes,
  kb,
  measureExtensionNewTab,
  measureWebRoutes,
  overBudget,
  readBudgets,
  type Budgets,
} from '../../scripts/bundle-budgets';
import { COMPILE_HINT } from '../../apps/web/lib/compile-hints';
import { NEXT_STATIC_PREFIX } from '../../apps/web/lib/server/static-assets';
import { EXTENSION_BUILD_DIR } from '../stack';
import { feedPost, newestNews } from './feed-helpers';

// The stack's webServer built the website into NEXT_DIST_DIR before any test ran, and global setup
// built the extension: the budgets are checked on those builds, so CI builds nothing twice.
const distDir = path.join(ROOT, 'apps/web', process.env.NEXT_DIST_DIR ?? '.next');

test.describe('issue 13 bundle budgets', () => {
  test('every route’s first-load JavaScript and CSS (gzip), and the extension new tab’s, are within bundle-budgets.json', async ({}, testInfo) => {
    const web = measureWebRoutes(distDir);
    const extension = measureExtensionNewTab(EXTENSION_BUILD_DIR);
    await testInfo.attach('bundle sizes', { body: formatTable([...web, extension]), contentType: 'text/plain' });
    expect(web.map((m) => m.name)).toEqual(
      expect.arrayContaining(['/', '/feed/[id]', '/news/[id]', '/best', '/search']),
    );
    expect(overBudget(web, extension, readBudgets())).toEqual([]);
  });

  test('a broken budget is reported with the route and its size', () => {
    const web = measureWebRoutes(distDir);
    const extension = measureExtensionNewTab(EXTENSION_BUILD_DIR);
    const tiny: Budgets = {
      jsKb: { '/': 1, '*': 10_000 },
      cssKb: { '*': 10_000 },
      extensionNewTab: { jsKb: 1, cssKb: 10_000 },
    };
    const failures = overBudget(web, extension, tiny);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^\/: JavaScript \d+\.\d kB gzip > budget 1 kB$/);
    expect(failures[1]).toMatch(/^extension new tab: JavaScript \d+\.\d kB gzip > budget 1 kB$/);
  });

  test('the measure counts what the browser loads: every script the list and post pages name is measured; the lazy parts they preload at low priority are listed', async ({
    request,
  }, testInfo) => {
    const measures = measureWebRoutes(distDir);
    const post = await feedPost();
    const news = await newestNews();
    // The list pages render their lists, and the post pages their article, aside and comment area,
    // as lazy parts: those must come preloaded, or they would wait for a request made only after
    // hydration.
    const pages = [
      { route: '/', url: ROUTES.home },
      { route: '/news', url: ROUTES.news },
      { route: '/search', url: ROUTES.search('리액트') },
      { route: '/feed/[id]', url: ROUTES.feed(post.id) },
      { route: '/news/[id]', url: ROUTES.newsItem(news.id) },
    ];
    const report: string[] = [];
    for (const { route, url } of pages) {
      const measure = measures.find((m) => m.name === route)!;
      const html = await (await request.get(url)).text();
      const src = (tag: string) => /\s(?:src|href)="\/_next\/(static\/[^"?]+\.js)/.exec(tag)?.[1];
      // Next's nomodule polyfills are the one exception: the browsers we support skip them.
      const loaded = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\snomodule/i.test(tag))
        .map(src)
        .filter((file): file is string => file !== undefined);
      expect(loaded.length, url).toBeGreaterThan(3);
      for (const script of loaded) expect(measure.files, `${url}: ${script}`).toContain(script);
      // The lazy parts the server rendered (next/dynamic): fetched at low priority beside the first
      // load, run when they arrive. Not in the budget (the page works without them), but on record.
      const preloaded = [...html.matchAll(/<link\b[^>]*\bas="script"[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /fetchPriority="low"/i.test(tag))
        .map(src)
        .filter((file): file is string => file !== undefined && !measure.files.includes(file));
      expect(preloaded.length, `${url}: low-priority preloads`).toBeGreaterThan(0);
      const chunks = new Set(preloaded);
      const later = [...chunks].reduce((total, f) => total + gzipBytes(path.join(distDir, f)), 0);
      report.push(
        `${route}: first load ${kb(measure.jsBytes)} kB, preloaded lazy parts ${kb(later)} kB (${chunks.size} chunks)`,
      );
    }
    await testInfo.attach('first load and preloaded lazy parts', {
      body: report.join('\n'),
      contentType: 'text/plain',
    });
  });

  test('every script the home loads, and the lazy parts it preloads, ask V8 to compile their functions off the main thread', async ({
    request,
  }) => {
    const html = await (await request.get(ROUTES.home)).text();
    const scripts = [
      ...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="(\/_next\/static\/chunks\/[^"?]+\.js)"[^>]*>/g),
    ]
      .filter((m) => !/\snomodule/i.test(m[0]))
      .map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(3);
    const unmarked: string[] = [];
    for (const script of new Set(scripts)) {
      const response = await request.get(script);
      expect(response.status(), script).toBe(200);
      const firstLine = (await response.text()).split('\n', 1)[0];
      if (firstLine !== COMPILE_HINT) unmarked.push(script);
    }
    expect(unmarked).toEqual([]);
  });
});

test.describe('issue 13 static files compressed at build time', () => {
  test('the browser gets the home’s scripts and stylesheet as the Brotli copies of the build, byte for byte the built files', async ({
    page,
  }) => {
    const assets: { file: string; encoding: string | undefined; body: Buffer }[] = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith(NEXT_STATIC_PREFIX) || !/\.(js|css)$/.test(pathname)) return;
      assets.push({
        file: path.join(distDir, 'static', pathname.slice(NEXT_STATIC_PREFIX.length)),
        encoding: (await response.allHeaders())['content-encoding'],
        body: await response.body(),
      });
    });
    await page.goto(ROUTES.home);
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) {
      // The body the browser decoded is the built file itself.
      expect(asset.body.equals(readFileSync(asset.file)), asset.file).toBe(true);
      // Every file with a Brotli copy (all but the smallest) arrived as that copy.
      if (existsSync(`${asset.file}.br`)) expect(asset.encoding, asset.file).toBe('br');
    }
    expect(assets.filter((a) => a.encoding === 'br').length).toBeGreaterThan(5);
  });
});
