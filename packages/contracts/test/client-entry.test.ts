import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as client from '../src/client';
import * as copyEntry from '../src/copy-areas';
import * as contracts from '../src';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The modules `file` loads at run time: value imports and re-exports, not `import type` / `export type`. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
    if (!m[2]) specifiers.push(m[4]!);
  }
  return specifiers;
}

/** Every module the entry reaches at run time, as specifiers (relative ones resolved to files). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    for (const spec of runtimeImports(file)) {
      if (!spec.startsWith('.')) {
        seen.add(spec);
        continue;
      }
      const target = path.resolve(path.dirname(file), `${spec}.ts`);
      const name = path.relative(SRC, target);
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(target);
    }
  }
  return seen;
}

describe('@growday/contracts/client (issue 13: zod and the legal text stay out of the browser)', () => {
  it('the client entry imports no zod, no legal text and not the main entry, however deep', () => {
    const modules = reachable(path.join(SRC, 'client.ts'));
    expect(modules.has('copy.ts')).toBe(true); // the walk follows re-exports
    expect([...modules].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
    expect(modules.has('terms.ts')).toBe(false);
    expect(modules.has('index.ts')).toBe(false);
    expect(modules.has('zod-config.ts')).toBe(false);
  });

  it('the copy entry (`@growday/contracts/copy`, imported as a namespace by browser code) is zod-free and is COPY', () => {
    const modules = reachable(path.join(SRC, 'copy-areas.ts'));
    expect(modules.has('copy/header.ts')).toBe(true);
    expect([...modules].filter((m) => !m.startsWith('copy/') && m !== 'product-name.ts')).toEqual([]);
    expect(Object.keys(copyEntry).sort()).toEqual(Object.keys(contracts.COPY).sort());
    for (const [area, value] of Object.entries(copyEntry))
      expect(contracts.COPY[area as keyof typeof copyEntry], area).toBe(value);
  });

  it('its values are the main entry’s own (one place for each fact)', () => {
    const values: Record<string, unknown> = client;
    const all: Record<string, unknown> = contracts;
    expect(Object.keys(values).length).toBeGreaterThan(100);
    for (const name of Object.keys(values)) expect(all[name], name).toBe(values[name]);
  });

  it('isErrorEnvelope accepts exactly what errorEnvelopeSchema accepts', () => {
    const samples: unknown[] = [
      { error: { status: 400, code: 'BAD_REQUEST', message: 'x', field: 'postId' } },
      { error: { status: 404, code: 'NOT_FOUND', message: 'x' } },
      { error: { status: 400.5, code: 'BAD_REQUEST', message: 'x' } },
      { error: { status: 400, code: 1, message: 'x' } },
      { error: { status: 400, code: 'X', message: 'x', field: 3 } },
      { error: { status: 500, code: 'INTERNAL' } },
      { error: null },
      { data: {} },
      'Bad Gateway',
      null,
    ];
    for (const body of samples) {
      expect(client.isErrorEnvelope(body), JSON.stringify(body)).toBe(
        contracts.errorEnvelopeSchema.safeParse(body).success,
      );
    }
  });

  it('isValidUsername accepts exactly what usernameSchema accepts', () => {
    const samples = [
      '개발자',
      'dev_01',
      'a.b-c',
      ' 공백포함 ',
      'a',
      'x'.repeat(30),
      'x'.repeat(31),
      'no space',
      'emoji😀',
      '',
      '  ',
    ];
    for (const name of samples) {
      expect(client.isValidUsername(name), name).toBe(contracts.usernameSchema.safeParse(name).success);
    }
  });
});
