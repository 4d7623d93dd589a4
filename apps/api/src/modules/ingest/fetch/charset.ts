import { isAscii, isUtf8 } from 'node:buffer';
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

const isUtf8Name = (charset: string) => charset === 'utf-8' || charset === 'utf8';

/**
 * The charset to decode with, chosen on the raw bytes before any decoding: a byte-order mark
 * wins; then bytes that hold non-ASCII and are valid UTF-8 are UTF-8 whatever the labels say
 * (Korean text in EUC-KR or CP949 is never valid UTF-8 past a few characters, so a page labelled
 * EUC-KR that is valid UTF-8 was mislabelled); then the Content-Type charset (RFC 7303: the
 * transport's word outranks the document's), except that a header saying UTF-8 over bytes that
 * are not UTF-8 yields to a prolog naming another charset; then the XML prolog or meta charset;
 * else UTF-8, or CP949 for bytes that are not UTF-8 (the common case of an old Korean site).
 */
export function chooseCharset(bytes: Buffer, contentType: string | null | undefined): string {
  const bom = bomCharset(bytes);
  if (bom) return bom;
  const utf8 = isUtf8(bytes);
  if (utf8 && !isAscii(bytes)) return 'utf-8';
  const fromHeader = headerCharset(contentType);
  const declared = declaredCharset(bytes);
  if (fromHeader && !(isUtf8Name(fromHeader) && declared && !isUtf8Name(declared) && !utf8)) return fromHeader;
  if (declared) return declared;
  return utf8 ? 'utf-8' : 'cp949';
}

/**
 * Bytes to text, decoded exactly once by iconv-lite with chooseCharset's answer. iconv-lite
 * decodes EUC-KR as CP949, its superset, so the extra Hangul of CP949 feeds comes out right too.
 * An unknown charset is an error, not a guess.
 */
export function decodeBody(bytes: Buffer, contentType: string | null | undefined): DecodeResult {
  const charset = chooseCharset(bytes, contentType);
  if (!iconv.encodingExists(charset)) return { ok: false, message: `unknown charset ${charset}`.slice(0, 80) };
  // iconv-lite strips the BOM by default, so the parser never sees it.
  return { ok: true, text: iconv.decode(bytes, charset), charset };
}
