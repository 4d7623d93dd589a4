import { compile } from 'html-to-text';

const SKIPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'canvas',
  'head',
];

// Compiled once: the converter is the hot path of parsing (every title and description).
const convert = compile({
  wordwrap: false,
  // Full articles in content:encoded can be large; only the start can ever reach the description.
  limits: { maxInputLength: 100_000, ellipsis: '' },
  selectors: [
    ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'ul', options: { itemPrefix: '' } },
    { selector: 'ol', options: { itemPrefix: '' } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    ...['table', 'tr', 'td', 'th'].map((selector) => ({ selector, format: 'block' })),
  ],
});

const TAG_LIKE = /<\/?[a-zA-Z!?][^>]*>/;

/**
 * HTML (or text that may hold HTML) to one line of plain text: tags removed with the content of
 * script, style and other non-text elements, entities decoded, whitespace collapsed. Text that was
 * escaped twice in the feed (`&amp;lt;script&amp;gt;`) still reads as a tag after one pass, so it
 * gets a second pass: no stored title or description ever holds markup.
 */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  // Most titles and categories hold neither markup nor entities: no need to build a document.
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  let text = convert(html);
  if (TAG_LIKE.test(text)) text = convert(text);
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` cut to at most `max` characters, at a space when one is near the end, with an ellipsis. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > head.length * 0.7 ? head.slice(0, space) : head).trimEnd()}…`;
}
