import { Parser } from 'htmlparser2';
import { absoluteHttpUrl } from './canonical-url';

/** A 1x1 tracking pixel is not a thumbnail. */
const isPixel = (attrs: Record<string, string>) => attrs.width === '1' || attrs.height === '1';

/** The first <img> of an HTML fragment with an http(s) source (relative ones resolved on `base`). */
export function firstImage(html: string | null | undefined, base?: string): string | null {
  if (!html || !/<img/i.test(html)) return null;
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (found || name !== 'img' || isPixel(attrs)) return;
      const src = attrs.src ?? attrs['data-src'];
      found = src ? (absoluteHttpUrl(src, base)?.href ?? null) : null;
      if (found) parser.pause();
    },
  });
  parser.end(html);
  return found;
}

/**
 * The og:image of an HTML page (then twitter:image), resolved on `base`, http(s) only. The parser
 * stops at </head>: the tags live there, and the body of a long article need not be walked.
 */
export function ogImage(html: string, base: string): string | null {
  const found: Record<string, string> = {};
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name !== 'meta') return;
      const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
      if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url' || key === 'twitter:image') {
        const url = attrs.content ? absoluteHttpUrl(attrs.content, base) : null;
        if (url) found[key] ??= url.href;
      }
    },
    onclosetag(name) {
      if (name === 'head') parser.pause();
    },
  });
  parser.end(html);
  return found['og:image'] ?? found['og:image:url'] ?? found['og:image:secure_url'] ?? found['twitter:image'] ?? null;
}
