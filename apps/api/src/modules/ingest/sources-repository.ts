import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { sourceInputSchema, sourcePatchSchema, type SourceInput, type SourcePatch } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sources, tags } from '../../db/schema';

export type SourceRow = typeof sources.$inferSelect;
export type SourceResult = { ok: true; source: SourceRow } | { ok: false; message: string };

/** A readable, unique slug from the feed's host (`techblog.woowahan.com` → `techblog-woowahan-com`). */
function slugFromFeed(feedUrl: string): string {
  const host = new URL(feedUrl).hostname.replace(/^www\./, '');
  return host.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'feed';
}

function zodMessage(error: { issues: { message: string }[] }): string {
  return error.issues.map((i) => i.message).join('; ');
}

/**
 * Feed sources for ingestion and the operator's tools (ops commands, the /admin desk). A source's
 * default tags must name existing tags: curated tags are the only ones items get.
 */
export function createSourcesRepository(db: Db, _clock: Clock) {
  async function unknownTags(names: string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const found = await db.select({ name: tags.name }).from(tags).where(inArray(tags.name, names));
    const known = new Set(found.map((t) => t.name));
    return names.filter((n) => !known.has(n));
  }

  async function uniqueSlug(feedUrl: string): Promise<string> {
    const base = slugFromFeed(feedUrl);
    const taken = new Set(
      (
        await db
          .select({ slug: sources.slug })
          .from(sources)
          .where(sql`${sources.slug} = ${base} or ${sources.slug} like ${`${base}-%`}`)
      ).map((r) => r.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function conflict(name: string | undefined, feedUrl: string | undefined, exceptId?: number) {
    const conditions = [...(name ? [eq(sources.name, name)] : []), ...(feedUrl ? [eq(sources.feedUrl, feedUrl)] : [])];
    if (conditions.length === 0) return null;
    const rows = await db
      .select({ id: sources.id, name: sources.name, feedUrl: sources.feedUrl })
      .from(sources)
      .where(or(...conditions));
    const other = rows.find((r) => r.id !== exceptId);
    if (!other) return null;
    return other.name === name
      ? `a source named ${name} already exists`
      : `the feed ${feedUrl} is already the source ${other.name}`;
  }

  return {
    list(): Promise<SourceRow[]> {
      return db.select().from(sources).orderBy(asc(sources.id));
    },

    /** By id (digits) or by exact name or slug. */
    async find(idOrName: string | number): Promise<SourceRow | undefined> {
      const text = String(idOrName).trim();
      const id = /^\d+$/.test(text) ? Number(text) : null;
      const rows = await db
        .select()
        .from(sources)
        .where(
          id !== null && Number.isSafeInteger(id)
            ? eq(sources.id, id)
            : or(eq(sources.name, text), eq(sources.slug, text)),
        )
        .limit(1);
      return rows[0];
    },

    async add(input: SourceInput): Promise<SourceResult> {
      const parsed = sourceInputSchema.safeParse(input);
      if (!parsed.success) return { ok: false, message: zodMessage(parsed.error) };
      const v = parsed.data;
      const missing = await unknownTags(v.tags);
      if (missing.length > 0) return { ok: false, message: `unknown tags: ${missing.join(', ')}` };
      const clash = await conflict(v.name, v.feedUrl);
      if (clash) return { ok: false, message: clash };
      const [source] = await db
        .insert(sources)
        .values({
          slug: await uniqueSlug(v.feedUrl),
          name: v.name,
          feedUrl: v.feedUrl,
          type: v.type,
          defaultTags: [...new Set(v.tags)],
          siteUrl: v.siteUrl ?? new URL(v.feedUrl).origin,
          iconKey: v.iconKey ?? null,
        })
        .returning();
      return { ok: true, source: source! };
    },

    async update(id: number, patch: SourcePatch): Promise<SourceResult> {
      const parsed = sourcePatchSchema.safeParse(patch);
      if (!parsed.success) return { ok: false, message: zodMessage(parsed.error) };
      const v = parsed.data;
      if (v.tags) {
        const missing = await unknownTags(v.tags);
        if (missing.length > 0) return { ok: false, message: `unknown tags: ${missing.join(', ')}` };
      }
      const clash = await conflict(v.name, v.feedUrl, id);
      if (clash) return { ok: false, message: clash };
      const rows = await db
        .update(sources)
        .set({
          ...(v.name !== undefined ? { name: v.name } : {}),
          // A new address starts afresh: old validators and failures belong to the old one.
          ...(v.feedUrl !== undefined
            ? { feedUrl: v.feedUrl, etag: null, lastModified: null, consecutiveFailures: 0, nextAttemptAt: null }
            : {}),
          ...(v.type !== undefined ? { type: v.type } : {}),
          ...(v.tags !== undefined ? { defaultTags: [...new Set(v.tags)] } : {}),
          ...(v.siteUrl !== undefined ? { siteUrl: v.siteUrl } : {}),
          ...(v.iconKey !== undefined ? { iconKey: v.iconKey } : {}),
        })
        .where(eq(sources.id, id))
        .returning();
      return rows[0] ? { ok: true, source: rows[0] } : { ok: false, message: `no source with id ${id}` };
    },

    /** Enabling also lifts a back-off, so the next pass tries the source again. */
    async setEnabled(id: number, enabled: boolean): Promise<SourceRow | undefined> {
      const rows = await db
        .update(sources)
        .set(enabled ? { enabled, nextAttemptAt: null } : { enabled })
        .where(eq(sources.id, id))
        .returning();
      return rows[0];
    },
  };
}

export type SourcesRepository = ReturnType<typeof createSourcesRepository>;
