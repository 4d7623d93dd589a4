/**
 * What a route's first-load JavaScript is made of (issue 13, Bundle budgets): every file
 * scripts/bundle-budgets.ts counts for the route, broken down by the source modules in it.
 *
 *   NEXT_BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-map npx next build --experimental-build-mode=compile
 *   npx tsx scripts/bundle-inventory.ts --dist .next-map [--route /feed/[id]] [--top 40] [--modules]
 *
 * (the build in apps/web; a folder of its own, since maps add a comment to every chunk). Turbopack's
 * production chunks are minified, so each chunk's gzip size is shared out among its modules by the
 * bytes their code takes in the chunk: an estimate, close enough to rank the pieces. Packages are
 * summed (node_modules/<name>) unless `--modules` asks for each file; Next's own modules stay one
 * line per file under `--modules` too, since React DOM and the router are most of every route.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipBytes, measureWebRoutes, ROOT } from './bundle-budgets';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

/** gzip bytes of one chunk shared out by source module, keyed by a path relative to the repository. */
function chunkModules(distDir: string, file: string): Map<string, number> {
  const full = path.join(distDir, file);
  const code = readFileSync(full, 'utf8');
  const gzip = gzipBytes(full);
  const shares = new Map<string, number>();
  // Turbopack names a chunk's map after its content hash, not after the chunk.
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(full), mapName) : '';
  if (!mapName || !existsSync(mapFile)) {
    shares.set(`(no source map) ${file}`, gzip);
    return shares;
  }
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const segments: { at: number; source: string }[] = [];
  eachMapping(new TraceMap(readFileSync(mapFile, 'utf8')), (m) => {
    segments.push({ at: lineStarts[m.generatedLine - 1]! + m.generatedColumn, source: m.source ?? '(unmapped)' });
  });
  segments.sort((a, b) => a.at - b.at);
  const raw = new Map<string, number>();
  const add = (source: string, bytes: number) => raw.set(source, (raw.get(source) ?? 0) + bytes);
  add('(unmapped)', segments[0]?.at ?? code.length);
  segments.forEach((s, i) => add(s.source, (segments[i + 1]?.at ?? code.length) - s.at));
  for (const [source, bytes] of raw) {
    const name = source.replace(/^.*?\/(node_modules|apps|packages)\//, '$1/');
    shares.set(name, (shares.get(name) ?? 0) + (bytes / code.length) * gzip);
  }
  return shares;
}

/** node_modules/<package> (scoped ones keep their scope); our files and Next's stay as they are. */
function packageOf(module: string, eachModule: boolean): string {
  if (!module.startsWith('node_modules/')) return module;
  const parts = module.split('/');
  if (eachModule && parts[1] === 'next') return module;
  return parts.slice(0, parts[1]!.startsWith('@') ? 3 : 2).join('/');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts/bundle-inventory.ts')) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const distDir = path.resolve(ROOT, 'apps/web', arg('--dist') ?? process.env.NEXT_DIST_DIR ?? '.next');
  const only = arg('--route');
  const top = Number(arg('--top') ?? 40);
  const eachModule = process.argv.includes('--modules');
  for (const route of measureWebRoutes(distDir).filter((m) => !only || m.name === only)) {
    console.log(`\n${route.name}: ${(route.jsBytes / 1000).toFixed(1)} kB gzip JavaScript`);
    const totals = new Map<string, number>();
    for (const file of route.files.filter((f) => f.endsWith('.js'))) {
      for (const [module, bytes] of chunkModules(distDir, file)) {
        const key = packageOf(module, eachModule);
        totals.set(key, (totals.get(key) ?? 0) + bytes);
      }
    }
    const parts = new Map<string, number>();
    for (const [module, bytes] of totals) {
      const part = /^(node_modules\/next($|\/)|turbopack:)/.test(module)
        ? 'Next, React and the Turbopack runtime'
        : module.startsWith('node_modules/@tanstack/')
          ? 'TanStack Query'
          : module.startsWith('node_modules/')
            ? 'other packages'
            : /^(apps\/web|packages\/ui|packages\/contracts)\//.test(module)
              ? module.split('/').slice(0, 2).join('/')
              : 'unmapped';
      parts.set(part, (parts.get(part) ?? 0) + bytes);
    }
    console.log([...parts].map(([part, bytes]) => `${part} ${(bytes / 1000).toFixed(1)}`).join('; '));
    const rows = [...totals].sort((a, b) => b[1] - a[1]);
    for (const [module, bytes] of rows.slice(0, top))
      console.log(`${(bytes / 1000).toFixed(2).padStart(8)}  ${module}`);
    const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
    if (rest > 0) console.log(`${(rest / 1000).toFixed(2).padStart(8)}  (${rows.length - top} more)`);
  }
}
