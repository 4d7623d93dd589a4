import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from '../lib/compile-hints';

let distDir = '';
afterEach(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

async function build(files: Record<string, string>): Promise<string> {
  distDir = await mkdtemp(path.join(tmpdir(), 'gd-hints-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  await mkdir(chunks, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(chunks, name), text);
  return chunks;
}

describe('issue 13 compile hints on the client chunks', () => {
  it('puts the hint on the first line of every chunk, once, and leaves other files alone', async () => {
    const chunks = await build({ 'a.js': 'let a=1;\n', 'b.js': `${COMPILE_HINT}\nlet b=2;`, 'c.css': 'p{}' });
    expect(await addCompileHints(distDir)).toBe(1);
    expect(await readFile(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\nlet a=1;\n`);
    expect(await readFile(path.join(chunks, 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}\nlet b=2;`);
    expect(await readFile(path.join(chunks, 'c.css'), 'utf8')).toBe('p{}');
    // A second run (a build step repeated) changes nothing.
    expect(await addCompileHints(distDir)).toBe(0);
    expect(await readFile(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\nlet a=1;\n`);
  });

  it("shifts a chunk's source map by the added line, so it still points at the same code", async () => {
    const chunks = await build({
      'a.js': 'let a=1;\n//# sourceMappingURL=a.js.map',
      'a.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,IAAI' }),
    });
    await addCompileHints(distDir);
    const map = JSON.parse(await readFile(path.join(chunks, 'a.js.map'), 'utf8')) as { mappings: string };
    expect(map.mappings).toBe(';AAAA,IAAI');
  });
});
