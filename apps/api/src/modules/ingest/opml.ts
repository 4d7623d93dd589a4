import { generateOpml, parseOpml, type Opml } from 'feedsmith';
import { SOURCE_TYPES, type SourceInput, type SourceType } from '@growday/contracts';
import type { SourceRow } from './sources-repository';

/**
 * OPML import and export of feed sources, through feedsmith's OPML parser and generator.
 * Each feed is an outline with `xmlUrl`; our two extra facts ride on standard attributes where
 * OPML has them and on one of our own where it has not:
 *   - default tags → `category` ("/react,/backend", OPML's comma-separated category paths)
 *   - type (post | news) → `growdayType`; without it a feed inside an outline named "news" is news,
 *     anything else a post (so a plain OPML from a feed reader imports as posts).
 */
const EXTRA = ['growdayType'] as const;

export function sourcesToOpml(rows: SourceRow[], title: string, now: Date): string {
  const feeds = rows.filter((r) => r.feedUrl);
  return generateOpml(
    {
      head: { title, dateCreated: now },
      body: {
        outlines: SOURCE_TYPES.map((type) => ({
          text: type,
          outlines: feeds
            .filter((r) => r.type === type)
            .map((r) => ({
              text: r.name,
              title: r.name,
              type: 'rss',
              xmlUrl: r.feedUrl!,
              ...(r.siteUrl ? { htmlUrl: r.siteUrl } : {}),
              ...(r.defaultTags.length > 0 ? { category: r.defaultTags.map((t) => `/${t}`).join(',') } : {}),
              growdayType: r.type,
            })),
        })).filter((group) => group.outlines.length > 0),
      },
    },
    { extraOutlineAttributes: EXTRA },
  );
}

export type OpmlEntry = SourceInput & { enabled?: boolean };

/** Every feed outline of an OPML document, at any depth; throws on a document that is not OPML. */
export function opmlToSources(text: string): OpmlEntry[] {
  const doc = parseOpml(text, { extraOutlineAttributes: EXTRA });
  const out: OpmlEntry[] = [];
  const walk = (outlines: Opml.Outline<string, typeof EXTRA>[] | undefined, groupType: SourceType | null) => {
    for (const o of outlines ?? []) {
      const label = (o.text ?? o.title ?? '').trim();
      if (o.xmlUrl) {
        const declared = String(o.growdayType ?? '').trim();
        const type: SourceType = declared === 'news' || declared === 'post' ? declared : (groupType ?? 'post');
        const tags = (o.category ?? '')
          .split(',')
          .map((c) => c.trim().replace(/^\/+/, '').split('/').pop()!.trim())
          .filter(Boolean);
        out.push({
          name: label || (o.title ?? o.xmlUrl),
          feedUrl: o.xmlUrl.trim(),
          type,
          tags,
          ...(o.htmlUrl ? { siteUrl: o.htmlUrl.trim() } : {}),
        });
      }
      const lower = label.toLowerCase();
      walk(o.outlines, lower === 'news' ? 'news' : lower === 'post' || lower === 'posts' ? 'post' : groupType);
    }
  };
  walk(doc.body?.outlines, null);
  return out;
}
