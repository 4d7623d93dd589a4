import { readFileSync } from 'node:fs';
import { PurgeCSS } from 'purgecss';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The new tab's first frame (issue 13, the instant new tab). The first script paints the cached
 * feed with plain DOM; the site stylesheet (about 60 kB) is loaded with the React app after that,
 * so it no longer blocks the first frame. What the painted cards and the page frame need is cut
 * from that same stylesheet at build time (PurgeCSS, keeping the rules whose selectors name only
 * words found in `sources`) and inlined into the page's head. The inlined rules are copies of rules
 * of the full stylesheet, in the same order, so the full one changes nothing on screen when it
 * arrives: no flash and no layout shift. Nothing is written twice by hand.
 *
 * Inline `<style>` is allowed by the MV3 page policy (it restricts scripts and objects only). The
 * build fails if the page still links a stylesheet, which would block the first frame again.
 */
export interface FirstPaintCssOptions {
  /** The page's HTML file name, as Vite names it (`new-tab.html`). */
  page: string;
  /** Files whose words name the selectors the first paint uses (the plain DOM painter). */
  sources: string[];
}

/** The chunks `entry` loads, statically or on demand, and the CSS files they import, in load order. */
function cssOf(entry: OutputChunk, bundle: OutputBundle): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  visit(entry);
  return css;
}

export async function firstPaintRules(css: string, sources: string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: sources.map((file) => ({ raw: readFileSync(file, 'utf8'), extension: 'ts' })),
    css: [{ raw: css }],
    // Custom properties no kept rule reads, and unused keyframes, stay with the full stylesheet.
    variables: true,
    keyframes: true,
  });
  return result?.css ?? '';
}

export function firstPaintCss({ page, sources }: FirstPaintCssOptions): Plugin {
  return {
    name: 'growday:first-paint-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith(page) || !ctx.bundle || !ctx.chunk) return;
        if (/<link[^>]+rel="stylesheet"/.test(html))
          throw new Error(`${page} links a stylesheet, which blocks its first frame: import it from the React part`);
        const bundle = ctx.bundle;
        const full = cssOf(ctx.chunk, bundle)
          .map((file) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? String(asset.source) : '';
          })
          .join('\n');
        if (!full) throw new Error(`${page}: no stylesheet found to cut the first-paint rules from`);
        const rules = await firstPaintRules(full, sources);
        return { html, tags: [{ tag: 'style', children: rules, injectTo: 'head' }] };
      },
    },
  };
}
