import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBuildConfig, EXTENSION_DIR, REPO_ROOT } from '../scripts/build-config';
import { firstPaintRules } from '../scripts/first-paint-css';
import { drawLogoMark, logoMarkPng } from '../scripts/icons';
import { isReactDomInnerHtml } from '../scripts/lint-allowance';
import { withoutZodEval } from '../scripts/no-eval';
import { checkPageScripts } from '../scripts/package-extension';
import { toWebUrl } from '../src/web-url';

describe('build config', () => {
  it('defaults to one machine and apps/extension/dist', () => {
    expect(readBuildConfig({})).toEqual({
      apiOrigin: 'http://localhost:4000',
      webOrigin: 'http://localhost:3000',
      outDir: `${EXTENSION_DIR}/dist`,
    });
  });

  it('reads origins and an output folder relative to the repository root', () => {
    const config = readBuildConfig({
      GD_API_ORIGIN: 'https://api.growday.example/some/path',
      GD_WEB_ORIGIN: 'https://growday.example',
      GD_EXTENSION_OUT_DIR: 'out/ext',
    });
    expect(config).toEqual({
      apiOrigin: 'https://api.growday.example',
      webOrigin: 'https://growday.example',
      outDir: `${REPO_ROOT}/out/ext`,
    });
  });

  it('rejects values that are not http(s) origins', () => {
    expect(() => readBuildConfig({ GD_API_ORIGIN: 'localhost:4000' })).toThrow(/GD_API_ORIGIN/);
    expect(() => readBuildConfig({ GD_WEB_ORIGIN: 'ftp://example.com' })).toThrow(/GD_WEB_ORIGIN/);
  });
});

describe('page script check', () => {
  it('accepts one external module script', () => {
    expect(checkPageScripts('<script type="module" crossorigin src="./assets/a.js"></script>')).toEqual([]);
  });

  it('reports inline scripts, remote scripts and inline handlers', () => {
    expect(checkPageScripts('<script>window.x = 1</script>')).toHaveLength(1);
    expect(checkPageScripts('<script src="https://cdn.example/react.js"></script>')).toEqual([
      'remote script https://cdn.example/react.js',
    ]);
    expect(checkPageScripts('<body onload="go()">')).toHaveLength(1);
  });
});

describe('first-paint CSS', () => {
  it('keeps the rules, tokens and reset the painter names, in the stylesheet order, and drops the rest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gd-first-paint-'));
    try {
      const painter = path.join(dir, 'painter.ts');
      writeFileSync(painter, "el('article', { class: 'gd-post-card' }, el('h3', { class: 'gd-post-card__title' }));\n");
      const css = [
        ':root{--gd-used:#111;--gd-unused:#222}',
        '*,:before{box-sizing:border-box}',
        '.gd-post-card{color:var(--gd-used)}',
        '.gd-admin-table{color:var(--gd-unused)}',
        '@media (width>=768px){.gd-post-card .gd-post-card__title{font-size:18px}.gd-modal{display:none}}',
        'h3{margin:0}',
        '.gd-post-card:hover{color:red}',
      ].join('');
      const kept = (await firstPaintRules(css, [painter])).replace(/\s+/g, '');
      expect(kept).toBe(
        ':root{--gd-used:#111}*,:before{box-sizing:border-box}.gd-post-card{color:var(--gd-used)}' +
          '@media(width>=768px){.gd-post-card.gd-post-card__title{font-size:18px}}h3{margin:0}.gd-post-card:hover{color:red}',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('icons', () => {
  it('are PNGs of the asked size with a transparent corner and an opaque middle', () => {
    const png = logoMarkPng(48);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(48);
    expect(png.readUInt32BE(20)).toBe(48);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((48 * 4 + 1) * 48);
    const pixels = drawLogoMark(48);
    expect(pixels[3]).toBe(0);
    expect(pixels[(24 * 48 + 8) * 4 + 3]).toBe(255);
  });
});

describe('links to the website', () => {
  it('turns site paths into absolute URLs on the web origin', () => {
    expect(toWebUrl('/feed/12', 'https://growday.example')).toBe('https://growday.example/feed/12');
    expect(toWebUrl('/post?tagName=%EB%B0%B1', 'https://growday.example')).toBe(
      'https://growday.example/post?tagName=%EB%B0%B1',
    );
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(toWebUrl('https://blog.example/a', 'https://growday.example')).toBe('https://blog.example/a');
    expect(toWebUrl('//evil.example/a', 'https://growday.example')).toBe('//evil.example/a');
  });
});

describe('no eval in the bundle', () => {
  it("cuts zod's Function constructor uses out of its files, and fails loudly when they move", () => {
    const probe = 'try {\n        const F = Function;\n        new F("");\n        return true;\n    }';
    expect(withoutZodEval(probe, '/x/node_modules/zod/v4/core/util.js')).toBe('try {\n        return false;\n    }');
    const compile =
      'compile() {\n        const F = Function;\n        const f = new F("a");\n        return factory(...Object.values(this.closed));\n    }';
    expect(withoutZodEval(compile, '/x/node_modules/zod/v4/core/doc.js')).not.toMatch(/Function/);
    expect(withoutZodEval('const a = 1;', '/x/src/other.js')).toBeNull();
    expect(() => withoutZodEval('moved elsewhere', '/x/node_modules/zod/v4/core/util.js')).toThrow(/not found/);
  });
});

describe('web-ext lint allowance', () => {
  it("allows only React DOM's dangerouslySetInnerHTML write, nothing else assigning innerHTML", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gd-lint-'));
    const react = 'if(n=r.__html,n!=null){if(a.children!=null)throw Error(i(60));o?.__html!==n&&(e.innerHTML=n)}';
    const ours = 'const box=document.body;box.innerHTML=location.hash;';
    writeFileSync(path.join(dir, 'a.js'), `${react}\n${ours}\n`);
    const at = (line: number, column: number) => ({
      code: 'UNSAFE_VAR_ASSIGNMENT',
      message: 'Unsafe assignment to innerHTML',
      file: 'a.js',
      line,
      column,
    });
    await expect(isReactDomInnerHtml(dir, at(1, react.indexOf('e.innerHTML')))).resolves.toBe(true);
    await expect(isReactDomInnerHtml(dir, at(2, ours.indexOf('box.innerHTML')))).resolves.toBe(false);
    await expect(
      isReactDomInnerHtml(dir, { ...at(1, react.indexOf('e.innerHTML')), code: 'DANGEROUS_EVAL' }),
    ).resolves.toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
