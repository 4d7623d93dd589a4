/**
 * Bundle budgets (issue 13): the JavaScript and CSS each website route loads on first visit, and the
 * extension's new tab, measured after gzip from a finished build and checked against
 * bundle-budgets.json. `npm run check:budgets [-- --dist .next-x]` after `next build`; the e2e run
 * checks the build its stack just made (e2e/web/bundle-budgets.spec.ts), so CI builds once.
 *
 * A route's JavaScript is what Next hands the browser for it: the root main files every page boots
 * with (build-manifest.json) plus every client chunk its layouts, page and boundaries reference
 * (the route's client reference manifest). Chunks loaded later with next/dynamic or import() do not
 * count: that is the point of loading on first use. The nomodule polyfills are not loaded by any
 * browser we support and do not count either.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET_FILE = path.join(ROOT, 'bundle-budgets.json');

export interface Budgets {
  /** kB (1,000 bytes) of gzip JavaScript per route: an exact route, else "*". */
  jsKb: Record<string, number>;
  /** kB of gzip CSS per route: an exact route, else "*". */
  cssKb: Record<string, number>;
  /** kB of gzip JavaScript and CSS the extension's new tab page loads. */
  extensionNewTab: { jsKb: number; cssKb: number };
}

export interface Measure {
  name: string;
  jsBytes: number;
  cssBytes: number;
  /** The files counted, relative to the build folder. */
  files: string[];
}

const gzipCache = new Map<string, number>();
/** gzip size at zlib's default level, as a server compressing on the fly sends it. */
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

interface RscManifest {
  entryJSFiles?: Record<string, string[]>;
  entryCSSFiles?: Record<string, { path: string; inlined?: boolean; content?: string }[]>;
}

function findManifests(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findManifests(full, found);
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
  }
  return found;
}

/** Every page route of a Next build (app router) with its first-load JavaScript and CSS, gzip bytes. */
export function measureWebRoutes(distDir: string): Measure[] {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no finished Next build in ${distDir}`);
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const routes = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  const appDir = path.join(distDir, 'server/app');
  const measures: Measure[] = [];
  for (const file of findManifests(appDir)) {
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, RscManifest> } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(file, 'utf8'), sandbox);
    const key = '/' + path.relative(appDir, file).replace(/_client-reference-manifest\.js$/, '');
    const route = routes[key];
    // Next's own error pages share the root layout's chunks; the budget covers our routes.
    if (!route || route.startsWith('/_')) continue;
    const manifest = sandbox.__RSC_MANIFEST?.[key];
    if (!manifest) throw new Error(`${file} holds no manifest for ${key}`);
    const js = new Set(build.rootMainFiles);
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) js.add(f);
    const css = new Set<string>();
    let inlinedCss = 0;
    for (const files of Object.values(manifest.entryCSSFiles ?? {})) {
      for (const f of files) {
        if (f.inlined && f.content !== undefined) inlinedCss = Math.max(inlinedCss, gzipSync(f.content).length);
        else css.add(f.path);
      }
    }
    const sum = (set: Set<string>) => [...set].reduce((total, f) => total + gzipBytes(path.join(distDir, f)), 0);
    measures.push({ name: route, jsBytes: sum(js), cssBytes: sum(css) + inlinedCss, files: [...js, ...css] });
  }
  return measures.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The extension's new tab: the scripts and styles its HTML loads (module preloads included), and
 * the first-paint rules inlined in its head. The site stylesheet comes later with the React part.
 */
export function measureExtensionNewTab(extensionDir: string): Measure {
  const htmlFile = path.join(extensionDir, 'new-tab.html');
  if (!existsSync(htmlFile)) throw new Error(`no extension build in ${extensionDir}`);
  const html = readFileSync(htmlFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)];
  const size = (ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipBytes(path.join(extensionDir, f)), 0);
  const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
    (total, m) => total + gzipSync(m[1]!).length,
    0,
  );
  return { name: 'extension new tab', jsBytes: size('.js'), cssBytes: size('.css') + inlined, files };
}

export function readBudgets(file = BUDGET_FILE): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

/** Bytes as kB (1,000 bytes) with one decimal, as the budgets and their reports write them. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function limitFor(table: Record<string, number>, route: string): number {
  const limit = table[route] ?? table['*'];
  if (limit === undefined) throw new Error(`bundle-budgets.json has no limit for ${route} and no "*"`);
  return limit;
}

/** One line per budget broken: what, where, the size and the limit. Empty when all hold. */
export function overBudget(web: Measure[], extension: Measure | null, budgets: Budgets): string[] {
  const failures: string[] = [];
  for (const m of web) {
    const js = limitFor(budgets.jsKb, m.name);
    const css = limitFor(budgets.cssKb, m.name);
    if (m.jsBytes > js * 1000) failures.push(`${m.name}: JavaScript ${kb(m.jsBytes)} kB gzip > budget ${js} kB`);
    if (m.cssBytes > css * 1000) failures.push(`${m.name}: CSS ${kb(m.cssBytes)} kB gzip > budget ${css} kB`);
  }
  if (extension) {
    const { jsKb, cssKb } = budgets.extensionNewTab;
    if (extension.jsBytes > jsKb * 1000)
      failures.push(`${extension.name}: JavaScript ${kb(extension.jsBytes)} kB gzip > budget ${jsKb} kB`);
    if (extension.cssBytes > cssKb * 1000)
      failures.push(`${extension.name}: CSS ${kb(extension.cssBytes)} kB gzip > budget ${cssKb} kB`);
  }
  return failures;
}

export function formatTable(measures: Measure[]): string {
  const width = Math.max(...measures.map((m) => m.name.length), 5);
  const lines = [`${'route'.padEnd(width)}  JS kB gzip  CSS kB gzip`];
  for (const m of measures)
    lines.push(`${m.name.padEnd(width)}  ${kb(m.jsBytes).padStart(10)}  ${kb(m.cssBytes).padStart(11)}`);
  return lines.join('\n');
}

// `tsx scripts/bundle-budgets.ts [--dist <folder under apps/web>] [--extension <built chrome folder>]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const distDir = path.resolve(ROOT, 'apps/web', arg('--dist') ?? process.env.NEXT_DIST_DIR ?? '.next');
  const extensionDir = path.resolve(ROOT, arg('--extension') ?? 'apps/extension/dist/chrome');
  const web = measureWebRoutes(distDir);
  const extension = existsSync(extensionDir) ? measureExtensionNewTab(extensionDir) : null;
  console.log(formatTable(extension ? [...web, extension] : web));
  if (!extension) console.log(`(no extension build in ${extensionDir}: its budget not checked)`);
  const failures = overBudget(web, extension, readBudgets());
  if (failures.length) {
    console.error(`\nover budget (bundle-budgets.json):\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nevery route within bundle-budgets.json');
}
