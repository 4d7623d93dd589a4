import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  adInventoryBodySchema,
  type AdChannel,
  type AdCreativeBody,
  type AdInventory,
  type AdInventoryBody,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { adClicks, adCreatives, adImpressions, adInventories } from '../../db/schema';

export interface AdCreativeRow {
  id: number;
  title: string;
  image: string;
  targetUrl: string;
  channels: string[];
  keywordGroups: string[];
  startsAt: Date;
  endsAt: Date;
}

export interface AdCreativeStats extends AdCreativeRow {
  impressions: number;
  clicks: number;
}

/** Where one counted impression or click came from (the serve token's claims). */
export interface AdCount {
  creativeId: number;
  requestId: string;
  channel: AdChannel;
  inventoryId: string | null;
}

function toInventory(row: typeof adInventories.$inferSelect): AdInventory {
  // Rows are written through the schema; parsing again keeps a hand-edited row from reaching clients.
  const body = adInventoryBodySchema.parse({
    appName: row.appName,
    project: row.project,
    screen: row.screen,
    location: row.location,
    tenant: row.tenant,
    mediationGroups: row.mediationGroups,
  });
  return { inventoryId: row.inventoryId, ...body };
}

const creativeColumns = {
  id: adCreatives.id,
  title: adCreatives.title,
  image: adCreatives.image,
  targetUrl: adCreatives.targetUrl,
  channels: adCreatives.channels,
  keywordGroups: adCreatives.keywordGroups,
  startsAt: adCreatives.startsAt,
  endsAt: adCreatives.endsAt,
};

/** Creatives with their counts, through the counts' primary keys (creative_id first); the list is small. */
const statsQuery = (db: Db) =>
  db
    .select({
      ...creativeColumns,
      impressions: sql<number>`(select count(*)::int from ${adImpressions} where ${adImpressions.creativeId} = ${adCreatives.id})`,
      clicks: sql<number>`(select count(*)::int from ${adClicks} where ${adClicks.creativeId} = ${adCreatives.id})`,
    })
    .from(adCreatives)
    .$dynamic();
const withNumbers = (r: AdCreativeStats): AdCreativeStats => ({
  ...r,
  impressions: Number(r.impressions),
  clicks: Number(r.clicks),
});

/** Ad inventories, house-ad creatives and their counted impressions and clicks (docs/decisions.md, Ads). */
export function createAdsRepository(db: Db, clock: Clock) {
  return {
    async listInventories(): Promise<AdInventory[]> {
      const rows = await db.select().from(adInventories).orderBy(asc(adInventories.inventoryId));
      return rows.map(toInventory);
    },

    async findInventory(inventoryId: string): Promise<AdInventory | null> {
      const [row] = await db.select().from(adInventories).where(eq(adInventories.inventoryId, inventoryId));
      return row ? toInventory(row) : null;
    },

    /** Create or replace an inventory; `created` says which. The body is already validated. */
    async putInventory(
      inventoryId: string,
      body: AdInventoryBody,
    ): Promise<{ inventory: AdInventory; created: boolean }> {
      const values = { ...body, mediationGroups: body.mediationGroups as unknown[], updatedAt: clock.now() };
      const [row] = await db
        .insert(adInventories)
        .values({ inventoryId, ...values })
        .onConflictDoUpdate({ target: adInventories.inventoryId, set: values })
        // xmax = 0 only on a freshly inserted row.
        .returning({ created: sql<boolean>`(xmax = 0)` });
      return { inventory: { inventoryId, ...body }, created: row?.created === true };
    },

    async removeInventory(inventoryId: string): Promise<boolean> {
      const removed = await db
        .delete(adInventories)
        .where(eq(adInventories.inventoryId, inventoryId))
        .returning({ id: adInventories.inventoryId });
      return removed.length > 0;
    },

    /**
     * Live creatives for a channel and keyword group, in a random order (each request rotates the
     * creatives that qualify), at most `limit`.
     */
    async serveable(channel: AdChannel, keywordGroup: string, limit: number): Promise<AdCreativeRow[]> {
      const now = clock.now();
      return db
        .select(creativeColumns)
        .from(adCreatives)
        .where(
          and(
            sql`${channel} = any(${adCreatives.channels})`,
            sql`${keywordGroup} = any(${adCreatives.keywordGroups})`,
            lte(adCreatives.startsAt, now),
            gt(adCreatives.endsAt, now),
          ),
        )
        .orderBy(sql`random()`)
        .limit(limit);
    },

    async findCreative(id: number): Promise<AdCreativeRow | null> {
      const [row] = await db.select(creativeColumns).from(adCreatives).where(eq(adCreatives.id, id));
      return row ?? null;
    },

    async addCreative(body: AdCreativeBody, key: string | null = null): Promise<AdCreativeRow> {
      const [row] = await db
        .insert(adCreatives)
        .values({ ...body, key, createdAt: clock.now() })
        .returning(creativeColumns);
      if (!row) throw new Error('creative insert returned no row');
      return row;
    },

    /** Replace a creative's fields (its counts stay); null when unknown. The body is already validated. */
    async updateCreative(id: number, body: AdCreativeBody): Promise<AdCreativeRow | null> {
      const [row] = await db.update(adCreatives).set(body).where(eq(adCreatives.id, id)).returning(creativeColumns);
      return row ?? null;
    },

    /** One creative with its counted impressions and clicks; null when unknown. */
    async creativeWithStats(id: number): Promise<AdCreativeStats | null> {
      const [row] = await statsQuery(db).where(eq(adCreatives.id, id));
      return row ? withNumbers(row) : null;
    },

    /** End a creative now (it stays for its counts); false when unknown. */
    async endCreative(id: number): Promise<boolean> {
      const now = clock.now();
      const ended = await db
        .update(adCreatives)
        .set({
          endsAt: sql`greatest(${adCreatives.startsAt} + interval '1 millisecond', ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(adCreatives.id, id))
        .returning({ id: adCreatives.id });
      return ended.length > 0;
    },

    /** Every creative with its counted impressions and clicks, newest first. */
    async creativeStats(): Promise<AdCreativeStats[]> {
      const rows = await statsQuery(db).orderBy(sql`${adCreatives.id} desc`);
      return rows.map(withNumbers);
    },

    /** Count an impression once per served ad; false when it was already counted. */
    async countImpression(count: AdCount): Promise<boolean> {
      const inserted = await db
        .insert(adImpressions)
        .values({ ...count, countedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: adImpressions.creativeId });
      return inserted.length > 0;
    },

    /** Count a click once per served ad; false when it was already counted. */
    async countClick(count: AdCount): Promise<boolean> {
      const inserted = await db
        .insert(adClicks)
        .values({ ...count, countedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: adClicks.creativeId });
      return inserted.length > 0;
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
