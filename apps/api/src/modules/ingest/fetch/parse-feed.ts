import { parseFeed, type AnyFeed } from 'feedsmith';
import { XMLValidator } from 'fast-xml-parser';
import { feedItems } from './feed-items';
import type { FeedItem } from './types';

export type ParseResult = { ok: true; items: FeedItem[] } | { ok: false; message: string };

const HTML_START = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html[\s>])/i;

/**
 * Decoded feed text to items. JSON Feed is told apart by its first character; XML must be
 * well-formed (a truncated or broken document is an error the operator sees, not a partial
 * guess); an HTML page, the commonest wrong feed address, gets its own message. feedsmith does
 * not expand DOCTYPE entities, so an entity bomb stays a short string.
 */
export function parseFeedText(text: string, baseUrl: string, now: Date): ParseResult {
  // Whitespace before the XML declaration (a classic of blog engines' templates) is not the
  // feed's fault worth refusing; the validator would call it malformed.
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.trim() === '') return { ok: false, message: 'not a feed: the answer is empty' };
  let parsed: AnyFeed;
  if (/^\s*[[{]/.test(body)) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { ok: false, message: 'not a feed: invalid JSON' };
    }
    try {
      parsed = parseFeed(json);
    } catch {
      return { ok: false, message: 'not a feed: JSON without a JSON Feed version' };
    }
  } else {
    if (HTML_START.test(body)) return { ok: false, message: 'not a feed: the address answers an HTML page' };
    if (!/^\s*</.test(body)) return { ok: false, message: 'not a feed: neither XML nor JSON' };
    const valid = XMLValidator.validate(body);
    if (valid !== true) {
      const what = valid.err.msg
        .replace(/\s+/g, ' ')
        .replace(/^Invalid '\[ ?(.*?) ?\]' found\.$/, 'unclosed elements $1');
      return { ok: false, message: `malformed XML at line ${valid.err.line}: ${what}`.slice(0, 200) };
    }
    try {
      parsed = parseFeed(body);
    } catch {
      return { ok: false, message: 'not a feed: no RSS, RDF or Atom root element' };
    }
  }
  return { ok: true, items: feedItems(parsed, baseUrl, now) };
}
