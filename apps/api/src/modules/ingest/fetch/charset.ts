import iconv from 'iconv-lite';

export type DecodeResult = { ok: true; text: string; charset: string } | { ok: false; message: string };

/** The charset parameter of a Content-Type header, lower-cased, or null. */
export function headerCharset(contentType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

function bomCharset(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/**
 * The charset a document declares in its first bytes: the XML prolog (`<?xml ... encoding="EUC-KR"?>`)
 * or an HTML `<meta charset>` / `<meta http-equiv content="...; charset=...">`. Only ASCII is
 * looked at, which every charset a feed uses agrees on.
 */
export function declaredCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const prolog = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  if (prolog?.[1]) return prolog[1].toLowerCase();
  const meta = /<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9._:-]+)/i.exec(head);
  return meta?.[1]?.toLowerCase() ?? null;
}

/**
 * Bytes to text, decoded exactly once by iconv-lite: a byte-order mark wins, then the charset of
 * the Content-Type header (RFC 7303: the transport's word outranks the document's), then the
 * XML prolog or meta charset, else UTF-8. iconv-lite decodes EUC-KR as CP949, its superset, so
 * the extra Hangul of CP949 feeds comes out right too. An unknown charset is an error, not a guess.
 */
export function decodeBody(bytes: Buffer, contentType: string | null | undefined): DecodeResult {
  const charset = bomCharset(bytes) ?? headerCharset(contentType) ?? declaredCharset(bytes) ?? 'utf-8';
  if (!iconv.encodingExists(charset)) return { ok: false, message: `unknown charset ${charset}`.slice(0, 80) };
  // iconv-lite strips the BOM by default, so the parser never sees it.
  return { ok: true, text: iconv.decode(bytes, charset), charset };
}
