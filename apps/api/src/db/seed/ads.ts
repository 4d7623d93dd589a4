import {
  AD_DEFAULT_KEYWORD_GROUP,
  AD_PAGE_SIZE_DEFAULT,
  type AdChannel,
  type AdCreativeBody,
  type AdInventory,
  type AdMediationGroup,
} from '@growday/contracts';
import type { SeedTx } from './community/seed-community';
import { adCreatives, adInventories } from '../schema';

/**
 * Demo ads (docs/decisions.md, Ads): an inventory per placement and house creatives under the
 * keyword group `default` for each channel. The creatives advertise the site's own pages, so a
 * click lands somewhere real with no third party.
 */

const houseGroup = (id: string, ratio: number, channel: AdChannel): AdMediationGroup => ({
  id,
  ratio,
  firstItem: {
    supplier: 'house',
    supplierUnitId: channel,
    format: 'power-link',
    size: '320x100',
    nudgeUnitId: '',
    pageSize: AD_PAGE_SIZE_DEFAULT,
    keywordGroup: AD_DEFAULT_KEYWORD_GROUP,
  },
});

const base = { appName: 'growday-web', project: 'growday', tenant: 'growday' } as const;

export const DEMO_AD_INVENTORIES: readonly AdInventory[] = [
  {
    inventoryId: 'post-modal-bottom',
    ...base,
    screen: 'post-modal',
    location: 'detail-bottom',
    mediationGroups: [houseGroup('house-feed', 100, 'feed')],
  },
  {
    inventoryId: 'news-bottom',
    ...base,
    screen: 'news',
    location: 'page-bottom',
    // Two groups of one supplier so the weighted pick has something to choose between.
    mediationGroups: [houseGroup('house-news', 80, 'news'), houseGroup('house-news-feed', 20, 'feed')],
  },
  {
    inventoryId: 'search-bottom',
    ...base,
    screen: 'search',
    location: 'page-bottom',
    mediationGroups: [houseGroup('house-search', 100, 'search')],
  },
];

const START = new Date('2024-01-01T00:00:00Z');
const END = new Date('2099-12-31T00:00:00Z');
const creative = (title: string, image: string, targetUrl: string, channels: AdChannel[]): AdCreativeBody => ({
  title,
  image,
  targetUrl,
  channels,
  keywordGroups: [AD_DEFAULT_KEYWORD_GROUP],
  startsAt: START,
  endsAt: END,
});

export const DEMO_AD_CREATIVES: ReadonlyArray<{ key: string; body: AdCreativeBody }> = [
  {
    key: 'demo-best',
    body: creative('이번 주 개발자들이 가장 많이 읽은 글', 'demo/sources/codesoop.svg', '/best', [
      'feed',
      'news',
      'search',
    ]),
  },
  {
    key: 'demo-news',
    body: creative('오늘의 IT 뉴스를 한곳에서', 'demo/sources/techbrief.svg', '/news', ['feed', 'search']),
  },
  {
    key: 'demo-post',
    body: creative('취업 준비, 선배들의 글로 시작하세요', 'demo/sources/startup-daily.svg', '/post', [
      'news',
      'search',
    ]),
  },
];

/** Adds the demo inventories and creatives that are not there yet (by inventory id and creative key). */
export async function seedDemoAds(db: SeedTx, now: Date): Promise<{ inventories: number; creatives: number }> {
  const inventories = await db
    .insert(adInventories)
    .values(
      DEMO_AD_INVENTORIES.map(({ mediationGroups, ...inventory }) => ({
        ...inventory,
        mediationGroups: mediationGroups as unknown[],
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: adInventories.inventoryId });
  const creatives = await db
    .insert(adCreatives)
    .values(DEMO_AD_CREATIVES.map(({ key, body }) => ({ key, ...body, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: adCreatives.id });
  return { inventories: inventories.length, creatives: creatives.length };
}
