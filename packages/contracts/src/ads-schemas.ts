import { z } from 'zod';
import {
  AD_CHANNELS,
  AD_CREATIVE_KEYWORD_GROUPS_MAX,
  AD_FORMATS,
  AD_MEDIATION_GROUPS_MAX,
  AD_PAGE_SIZE_MAX,
  AD_RATIO_MAX,
  AD_SCREENS,
  AD_SUPPLIERS,
} from './ads';
import { PG_INTEGER_MAX } from './constants';

/** Inventory, group and keyword-group ids: lower-case words joined by hyphens (they appear in URLs and cookies). */
const slug = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,63}$/,
    'lower-case letters, digits and hyphens, at most 64, starting with a letter or digit',
  );
const label = z.string().trim().min(1).max(64);

/** Width x height in CSS pixels, e.g. 320x100. */
const adSize = z.string().regex(/^[1-9][0-9]{0,3}x[1-9][0-9]{0,3}$/, 'WIDTHxHEIGHT in pixels, e.g. 320x100');

/** What a mediation group loads first, and what the news article preloads (SH-ADS-13). */
export const adFirstItemSchema = z
  .object({
    supplier: z.enum(AD_SUPPLIERS),
    /** The supplier's unit; for the house supplier, the power-link channel. */
    supplierUnitId: z.string().trim().min(1).max(128),
    format: z.enum(AD_FORMATS),
    size: adSize,
    /** The unit of the nudge shown beside the ad (empty when the group has none). */
    nudgeUnitId: z.string().trim().max(128),
    /** Power-link options (shell spec §3). */
    pageSize: z.number().int().min(1).max(AD_PAGE_SIZE_MAX),
    keywordGroup: slug,
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.supplier === 'house' && !(AD_CHANNELS as readonly string[]).includes(item.supplierUnitId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['supplierUnitId'],
        message: `the house supplier's unit is a channel: ${AD_CHANNELS.join(', ')}`,
      });
    }
  });
export type AdFirstItem = z.infer<typeof adFirstItemSchema>;

export const adMediationGroupSchema = z
  .object({
    id: slug,
    /** Weight of the group in the weighted random pick (SH-ADS-07); 0 keeps it reachable only by the debug cookie. */
    ratio: z.number().int().min(0).max(AD_RATIO_MAX),
    firstItem: adFirstItemSchema,
  })
  .strict();
export type AdMediationGroup = z.infer<typeof adMediationGroupSchema>;

/** Inventory fields but its id: the body of an operator's write (SH-ADS-12). */
export const adInventoryBodySchema = z
  .object({
    appName: label,
    project: label,
    screen: z.enum(AD_SCREENS),
    location: label,
    tenant: label,
    mediationGroups: z
      .array(adMediationGroupSchema)
      .min(1)
      .max(AD_MEDIATION_GROUPS_MAX)
      .superRefine((groups, ctx) => {
        const seen = new Set<string>();
        groups.forEach((group, index) => {
          if (seen.has(group.id)) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `group id ${group.id} appears twice` });
          }
          seen.add(group.id);
        });
        if (groups.every((group) => group.ratio === 0)) {
          ctx.addIssue({ code: 'custom', path: [0, 'ratio'], message: 'at least one group needs a ratio above 0' });
        }
      }),
  })
  .strict();
export type AdInventoryBody = z.infer<typeof adInventoryBodySchema>;

export const adInventoryIdSchema = slug;

/** An ad inventory definition (SH-ADS-12, SH-ADS-13). */
export const adInventorySchema = adInventoryBodySchema.safeExtend({ inventoryId: slug });
export type AdInventory = z.infer<typeof adInventorySchema>;

export const adInventoryParamsSchema = z.object({ inventoryId: slug });

/** The power-link call's query (SH-ADS-06); inventoryId is ours, so a click knows its project and app. */
export const requestAdsQuerySchema = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -'),
  channel: z.enum(AD_CHANNELS),
  pageSize: z.coerce.number().int().min(1).max(AD_PAGE_SIZE_MAX),
  keywordGroup: slug,
  inventoryId: slug.optional(),
});
export type RequestAdsQuery = z.infer<typeof requestAdsQuerySchema>;

/** One served ad. `image` is a storage key or an https address; the click goes through clickUrl. */
export const servedAdSchema = z.object({
  creativeId: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** The target's host, shown under the title. */
  displayUrl: z.string(),
  /** Our redirect (clickAd), which counts the click and sends the browser to the stored target. */
  clickUrl: z.string(),
  /** Proof that we served this ad for this request, sent back with the impression. */
  serveToken: z.string(),
});
export type ServedAd = z.infer<typeof servedAdSchema>;

export const adListSchema = z.object({ requestId: z.string(), ads: z.array(servedAdSchema) });
export type AdList = z.infer<typeof adListSchema>;

export const adCreativeParamsSchema = z.object({ creativeId: z.coerce.number().int().positive().max(PG_INTEGER_MAX) });

/** A serve token: base64url payload, a dot, base64url HMAC. */
const serveToken = z.string().regex(/^[A-Za-z0-9_-]{10,600}\.[A-Za-z0-9_-]{43}$/, 'malformed serve token');

export const recordAdImpressionBodySchema = z.object({ serveToken }).strict();
export const adImpressionSchema = z.object({ counted: z.boolean() });
export type AdImpression = z.infer<typeof adImpressionSchema>;

export const clickAdQuerySchema = z.object({ serveToken });

/** The click info cookie's value (JSON), with project and app added (SH-ADS-14). */
export const adClickInfoSchema = z.object({
  creativeId: z.number().int(),
  requestId: z.string(),
  channel: z.enum(AD_CHANNELS),
  inventoryId: z.string().nullable(),
  project: z.string().nullable(),
  app: z.string().nullable(),
  clickedAt: z.string(),
});
export type AdClickInfo = z.infer<typeof adClickInfoSchema>;

/** The fields of a house-ad creative but its dates (shared by ops and the operator's desk). */
const adCreativeFields = {
  title: z.string().trim().min(1).max(80),
  /** A storage key (demo/…) or an https address. */
  image: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine((v) => /^https:\/\//.test(v) || /^[a-z0-9][a-z0-9/._-]*$/.test(v), 'a storage key or an https address'),
  /** An http(s) address, or a path on the website (house ads for our own pages), e.g. /best. */
  targetUrl: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine(
      (v) => (/^https?:\/\/[^/\\]/.test(v) && URL.canParse(v)) || /^\/(?![/\\])[^\\\s]*$/.test(v),
      'an http or https address, or a path on the website starting with /',
    ),
  channels: z.array(z.enum(AD_CHANNELS)).min(1).max(AD_CHANNELS.length),
  keywordGroups: z.array(slug).min(1).max(AD_CREATIVE_KEYWORD_GROUPS_MAX),
};

/** A house-ad creative (operators add them with `npm run ops -- ads creative-add`). */
export const adCreativeBodySchema = z
  .object({ ...adCreativeFields, startsAt: z.coerce.date(), endsAt: z.coerce.date() })
  .strict()
  .refine((c) => c.endsAt > c.startsAt, { path: ['endsAt'], message: 'endsAt must be after startsAt' });
export type AdCreativeBody = z.infer<typeof adCreativeBodySchema>;

const isoTime = z.iso.datetime({ offset: true });

/**
 * A creative as the operator's desk writes it (`POST`/`PUT admin/ads/creatives`): the same fields,
 * dates as ISO 8601 with an offset (JSON has no dates, and the OpenAPI document names the format).
 */
export const adminAdCreativeBodySchema = z
  .object({ ...adCreativeFields, startsAt: isoTime, endsAt: isoTime })
  .strict()
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type AdminAdCreativeBody = z.infer<typeof adminAdCreativeBodySchema>;

/** A creative on the operator's desk: its fields, whether it serves now, and its counts. */
export const adminAdCreativeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  targetUrl: z.string(),
  channels: z.array(z.enum(AD_CHANNELS)),
  keywordGroups: z.array(z.string()),
  startsAt: isoTime,
  endsAt: isoTime,
  /** Between its start and end right now, so requestAds can serve it. */
  live: z.boolean(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});
export type AdminAdCreative = z.infer<typeof adminAdCreativeSchema>;
export const adminAdCreativeListSchema = z.object({ items: z.array(adminAdCreativeSchema) });
export type AdminAdCreativeList = z.infer<typeof adminAdCreativeListSchema>;
