import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts, postTags } from '../../db/schema';
import type { FeedItem } from './fetch';
import type { SourceRow } from './sources-repository';

/** How a pass turns an item into tag ids (compiled once per pass). */
export interface Tagger {
  /** Tag ids the keyword rules find in a text. */
  match(text: string): number[];
  /** Tag id by name, lower case: default tags and feed categories only ever name existing tags. */
  byName: Map<string, number>;
}

/**
 * An item's tags: keyword rules over its title and description, then the source's default tags,
 * then feed categories that name an existing tag (a category never creates a tag).
 */
export function tagsFor(item: FeedItem, source: SourceRow, tagger: Tagger): number[] {
  const ids = tagger.match(`${item.title}\n${item.description}`);
  const add = (name: string) => {
    const id = tagger.byName.get(name.normalize('NFKC').trim().toLowerCase());
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  };
  source.defaultTags.forEach(add);
  item.categories.forEach(add);
  return ids;
}

/**
 * Stores a source's items in one transaction (docs/decisions.md, Content ingestion). posts.key is
 * the canonical address, unique across all sources, so an item another source already brought is
 * not stored twice. A known item of this same source is updated when its title, description or
 * thumbnail changed; an item first stored by another source is left as that source wrote it.
 * Inserts and updates go through the posts table, whose triggers keep the search index.
 */
export async function storeItems(
  db: Db,
  source: SourceRow,
  items: FeedItem[],
  tagger: Tagger,
  now: Date,
): Promise<{ added: number; updated: number }> {
  // One item per address: a feed that lists an address twice keeps its first entry.
  const byKey = new Map<string, FeedItem>();
  for (const item of items) if (!byKey.has(item.url)) byKey.set(item.url, item);
  if (byKey.size === 0) return { added: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const known = await tx
      .select({
        id: posts.id,
        key: posts.key,
        sourceId: posts.sourceId,
        title: posts.title,
        description: posts.description,
        thumbnail: posts.thumbnail,
      })
      .from(posts)
      .where(inArray(posts.key, [...byKey.keys()]));
    const knownKeys = new Set(known.map((k) => k.key));
    let updated = 0;
    for (const row of known) {
      const item = byKey.get(row.key)!;
      if (row.sourceId !== source.id) continue;
      const thumbnail = item.thumbnail ?? row.thumbnail;
      if (row.title === item.title && row.description === item.description && row.thumbnail === thumbnail) continue;
      await tx
        .update(posts)
        .set({ title: item.title, description: item.description, thumbnail })
        .where(inArray(posts.id, [row.id]));
      updated++;
    }
    const fresh = [...byKey.values()].filter((item) => !knownKeys.has(item.url));
    if (fresh.length === 0) return { added: 0, updated };
    // Oldest first, so ids grow with publication time as the feed lists expect.
    fresh.sort((a, b) => (a.publishedAt ?? now).getTime() - (b.publishedAt ?? now).getTime());
    const inserted = await tx
      .insert(posts)
      .values(
        fresh.map((item) => ({
          key: item.url,
          type: source.type,
          title: item.title,
          description: item.description,
          url: item.url,
          author: item.author,
          sourceId: source.id,
          thumbnail: item.thumbnail,
          publishedAt: item.publishedAt ?? now,
          createdAt: now,
        })),
      )
      // A concurrent pass of another source may have stored the same address a moment ago.
      .onConflictDoNothing({ target: posts.key })
      .returning({ id: posts.id, key: posts.key });
    const links = inserted.flatMap(({ id, key }) =>
      tagsFor(byKey.get(key)!, source, tagger).map((tagId, position) => ({ postId: id, tagId, position })),
    );
    if (links.length > 0) await tx.insert(postTags).values(links).onConflictDoNothing();
    return { added: inserted.length, updated };
  });
}
