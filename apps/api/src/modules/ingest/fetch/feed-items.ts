import type { AnyFeed } from 'feedsmith';
import { INGEST_DESCRIPTION_MAX_CHARS, INGEST_TITLE_MAX_CHARS } from '@growday/contracts';
import { absoluteHttpUrl, canonicalUrl } from './canonical-url';
import { firstImage } from './html-images';
import { cutText, toPlainText } from './plain-text';
import type { FeedItem } from './types';

/** One entry of any feed format, before cleaning: what each format calls each field. */
interface RawItem {
  /** The item's own link, if it gave one (a non-http link skips the item; no fallback). */
  link: string | undefined;
  /** A permalink to use when there is no link (RSS guid with isPermaLink not false). */
  permalink: string | undefined;
  guid: string | undefined;
  title: string | undefined;
  summary: string | undefined;
  content: string | undefined;
  author: string | undefined;
  dates: (string | undefined)[];
  images: (string | undefined)[];
  categories: (string | undefined)[];
}

interface MediaLike {
  thumbnails?: { url?: string }[];
  contents?: { url?: string; type?: string; medium?: string; thumbnails?: { url?: string }[] }[];
  groups?: MediaLike[];
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|$)/i;
const looksLikeImage = (url: string | undefined, type: string | undefined, medium?: string) =>
  !!url && (medium === 'image' || (type ? type.startsWith('image/') : !medium && IMAGE_EXTENSION.test(url)));

function mediaImages(media: MediaLike | undefined): (string | undefined)[] {
  if (!media) return [];
  return [
    ...(media.thumbnails ?? []).map((t) => t.url),
    ...(media.contents ?? []).flatMap((c) => [
      looksLikeImage(c.url, c.type, c.medium) ? c.url : undefined,
      ...(c.thumbnails ?? []).map((t) => t.url),
    ]),
    ...(media.groups ?? []).flatMap(mediaImages),
  ];
}

/** Each format's items in one shape. */
function rawItems(parsed: AnyFeed): RawItem[] {
  switch (parsed.format) {
    case 'rss':
      return (parsed.feed.items ?? []).map((item) => ({
        link: item.link,
        permalink: item.guid && item.guid.isPermaLink !== false ? item.guid.value : undefined,
        guid: item.guid?.value,
        title: item.title,
        summary: item.description,
        content: item.content?.encoded,
        author: item.dc?.creators?.[0] ?? item.authors?.[0]?.name ?? item.authors?.[0]?.email,
        dates: [item.pubDate, ...(item.dc?.dates ?? [])],
        images: [
          ...(item.enclosures ?? []).map((e) => (looksLikeImage(e.url, e.type) ? e.url : undefined)),
          ...mediaImages(item.media as MediaLike | undefined),
          item.itunes?.image,
        ],
        categories: [...(item.categories ?? []).map((c) => c.name), ...(item.dc?.subjects ?? [])],
      }));
    case 'atom':
      return (parsed.feed.entries ?? []).map((entry) => {
        const links = entry.links ?? [];
        const alternate = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
        return {
          link: alternate?.href,
          permalink: undefined,
          guid: entry.id,
          title: entry.title?.value,
          summary: entry.summary?.value,
          content: entry.content?.value,
          author: entry.authors?.[0]?.name ?? entry.dc?.creators?.[0],
          dates: [entry.published, entry.updated, ...(entry.dc?.dates ?? [])],
          images: [
            ...links.filter((l) => l.rel === 'enclosure' && looksLikeImage(l.href, l.type)).map((l) => l.href),
            ...mediaImages(entry.media as MediaLike | undefined),
          ],
          categories: (entry.categories ?? []).map((c) => c.label ?? c.term),
        };
      });
    case 'rdf':
      return (parsed.feed.items ?? []).map((item) => ({
        link: item.link,
        permalink: item.rdf?.about,
        guid: item.rdf?.about,
        title: item.title,
        summary: item.description,
        content: item.content?.encoded,
        author: item.dc?.creators?.[0],
        dates: [...(item.dc?.dates ?? [])],
        images: mediaImages(item.media as MediaLike | undefined),
        categories: [...(item.dc?.subjects ?? [])],
      }));
    case 'json':
      return (parsed.feed.items ?? []).map((item) => ({
        link: item.url ?? item.external_url,
        permalink: undefined,
        guid: item.id,
        title: item.title,
        summary: item.summary,
        content: item.content_html ?? item.content_text,
        author: item.authors?.[0]?.name,
        dates: [item.date_published, item.date_modified],
        images: [
          item.image,
          item.banner_image,
          ...(item.attachments ?? []).map((a) => (looksLikeImage(a.url, a.mime_type) ? a.url : undefined)),
        ],
        categories: item.tags ?? [],
      }));
  }
}

const ISO_WITHOUT_ZONE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/**
 * A feed date (RFC 822 in RSS, RFC 3339 elsewhere) or null. Korean feeds sometimes write the zone
 * as "KST", which Date.parse does not know, or leave it out ("2026-11-24 10:00:00"), which
 * Date.parse would read in the server's zone: both are read as Korea time (+09:00), the zone of
 * the sources this product carries.
 */
export function parseFeedDate(raw: string | undefined): Date | null {
  if (!raw) return null;
  const text = raw.trim().replace(/\s*\bKST$/i, ' +0900');
  const bare = ISO_WITHOUT_ZONE.exec(text);
  const ms = Date.parse(bare ? `${bare[1]}T${bare[2] ?? '00:00:00'}+09:00` : text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const present = (value: string | undefined): value is string => !!value && value.trim() !== '';

/**
 * Cleaned items: an http(s) canonical address (else skipped), a non-empty plain-text title (else
 * skipped), a plain-text description cut to INGEST_DESCRIPTION_MAX_CHARS, a publication time no
 * later than `now`, an http(s) thumbnail. An address that two items of one feed share is kept once.
 */
export function feedItems(parsed: AnyFeed, baseUrl: string, now: Date): FeedItem[] {
  const items: FeedItem[] = [];
  const seen = new Set<string>();
  for (const raw of rawItems(parsed)) {
    const address = present(raw.link) ? raw.link : raw.permalink;
    const url = address ? canonicalUrl(address, baseUrl) : null;
    if (!url || seen.has(url)) continue;
    const title = cutText(toPlainText(raw.title), INGEST_TITLE_MAX_CHARS);
    if (!title) continue;
    seen.add(url);
    const published = raw.dates.map(parseFeedDate).find((d) => d !== null) ?? null;
    const thumbnail =
      raw.images
        .filter(present)
        .map((src) => absoluteHttpUrl(src, url)?.href)
        .find(present) ??
      firstImage(raw.content, url) ??
      firstImage(raw.summary, url);
    const description = toPlainText(present(raw.summary) ? raw.summary : raw.content);
    items.push({
      url,
      guid: present(raw.guid) ? raw.guid.trim() : null,
      title,
      description: cutText(description, INGEST_DESCRIPTION_MAX_CHARS),
      author: toPlainText(raw.author) || null,
      publishedAt: published && published.getTime() > now.getTime() ? new Date(now) : published,
      thumbnail: thumbnail ?? null,
      categories: [...new Set(raw.categories.map((c) => toPlainText(c)).filter((c) => c !== ''))],
    });
  }
  return items;
}
