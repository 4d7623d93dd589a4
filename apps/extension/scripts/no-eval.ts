import type { Plugin } from 'vite';

/**
 * Zod keeps two uses of the Function constructor: a probe that asks whether eval is allowed, and
 * the compiler of its fast parsers. With `jitless` (src/zod-jitless.ts) neither runs, but their
 * text stays in the bundle, and store review (`web-ext lint`: DANGEROUS_EVAL) reads the text.
 * This plugin cuts both out of the bundled copy. A zod release that moves them fails the build
 * here, so the change is seen instead of the warning coming back silently.
 */
export const ZOD_EVAL_SITES = [
  {
    file: /[\\/]zod[\\/]v4[\\/]core[\\/]util\.js$/,
    from: /const F = Function;\s*new F\(""\);\s*return true;/,
    to: 'return false;',
  },
  {
    file: /[\\/]zod[\\/]v4[\\/]core[\\/]doc\.js$/,
    from: /const F = Function;[\s\S]*?return factory\(\.\.\.Object\.values\(this\.closed\)\);/,
    to: "throw new Error('zod code generation is off in the extension');",
  },
] as const;

export function withoutZodEval(code: string, id: string): string | null {
  const site = ZOD_EVAL_SITES.find((entry) => entry.file.test(id));
  if (!site) return null;
  if (!site.from.test(code)) throw new Error(`${id}: the Function constructor use to remove was not found`);
  return code.replace(site.from, site.to);
}

export function noEval(): Plugin {
  const seen = new Set<RegExp>();
  return {
    name: 'growday:no-eval',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const cleaned = withoutZodEval(code, id);
      if (cleaned === null) return null;
      seen.add(ZOD_EVAL_SITES.find((entry) => entry.file.test(id))!.file);
      return { code: cleaned, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = ZOD_EVAL_SITES.filter((site) => !seen.has(site.file));
      if (missing.length > 0)
        this.error(`zod files not seen by growday:no-eval: ${missing.map((s) => s.file).join(', ')}`);
    },
  };
}
