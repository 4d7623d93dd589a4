import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ROOT,
  formatTable,
  measureExtensionNewTab,
  measureWebRoutes,
  overBudget,
  readBudgets,
  type Budgets,
} from '../../scripts/bundle-budgets';
import { EXTENSION_BUILD_DIR } from '../stack';

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

  test('the measure counts what the browser loads: every script the home page names is measured', async ({
    request,
  }) => {
    const home = measureWebRoutes(distDir).find((m) => m.name === '/')!;
    const html = await (await request.get('/')).text();
    // Next's nomodule polyfills are the one exception: the browsers we support skip them.
    const loaded = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/\snomodule/i.test(tag))
      .map((tag) => /\ssrc="\/_next\/(static\/[^"?]+\.js)/.exec(tag)?.[1])
      .filter((src): src is string => src !== undefined);
    expect(loaded.length).toBeGreaterThan(3);
    for (const script of loaded) expect(home.files, script).toContain(script);
  });
});
