import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * every function compiled while the script itself is compiled, which for an async script happens on
 * a background thread as it streams in. Without it V8 compiles each function on the main thread the
 * first time it runs, and on a page's first load nearly all of a chunk's module factories run at once
 * (Turbopack's `instantiateModule`): on a phone that compile was the largest part of the task that
 * boots the app (docs/decisions.md, "Compile hints"). Browsers without the feature read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of every client chunk under `<distDir>/static/chunks`, once (a
 * second run leaves a marked chunk as it is). A chunk's source map, when the build writes them,
 * gets one empty line in front so that it still points at the right lines.
 */
export async function addCompileHints(distDir: string): Promise<number> {
  const dir = path.join(distDir, 'static', 'chunks');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  let marked = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const source = await readFile(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, `${COMPILE_HINT}\n${source}`);
    marked += 1;
    const mapFile = `${file}.map`;
    const map = await readFile(mapFile, 'utf8').catch(() => null);
    if (map === null) continue;
    const parsed = JSON.parse(map) as { mappings?: string };
    if (typeof parsed.mappings === 'string') {
      parsed.mappings = `;${parsed.mappings}`;
      await writeFile(mapFile, JSON.stringify(parsed));
    }
  }
  return marked;
}
