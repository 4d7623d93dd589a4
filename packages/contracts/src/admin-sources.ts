import { z } from 'zod';
import { sourceInputSchema, sourcePatchSchema, SOURCE_TYPES } from './ingest-sources';

/** Feed sources and tag rules on the operator's desk (docs/decisions.md, Operator's desk). */

const isoTime = z.iso.datetime({ offset: true });

export const adminSourceSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  feedUrl: z.string().nullable(),
  siteUrl: z.string().nullable(),
  type: z.enum(SOURCE_TYPES),
  defaultTags: z.array(z.string()),
  enabled: z.boolean(),
  lastFetchedAt: isoTime.nullable(),
  lastStatus: z.number().int().nullable().describe('HTTP status of the last fetch (304: not modified)'),
  lastItemsAdded: z.number().int().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int().nonnegative(),
  nextAttemptAt: isoTime.nullable().describe('Backed off until then'),
});
export type AdminSource = z.infer<typeof adminSourceSchema>;

export const adminSourceListSchema = z.object({ items: z.array(adminSourceSchema) });
export type AdminSourceList = z.infer<typeof adminSourceListSchema>;

/** `POST admin/sources`: as `npm run ops -- sources add`. */
export const adminSourceCreateSchema = sourceInputSchema;
export type AdminSourceCreate = z.input<typeof adminSourceCreateSchema>;

/** `PATCH admin/sources/{sourceId}`: any of the fields, and enabled to disable or enable. */
export const adminSourcePatchSchema = sourcePatchSchema
  .extend({
    // No default here: a patch without tags keeps the source's tags.
    tags: sourceInputSchema.shape.tags.unwrap().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'at least one field is required',
    path: ['name'],
  });
export type AdminSourcePatch = z.input<typeof adminSourcePatchSchema>;

export const adminRefetchResultSchema = z.object({
  source: adminSourceSchema,
  ok: z.boolean(),
  status: z.number().int().nullable(),
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type AdminRefetchResult = z.infer<typeof adminRefetchResultSchema>;

export const adminTagRuleSchema = z.object({
  id: z.number().int().positive(),
  keyword: z.string(),
  tagName: z.string(),
});
export type AdminTagRule = z.infer<typeof adminTagRuleSchema>;

export const adminTagRuleListSchema = z.object({ items: z.array(adminTagRuleSchema) });
export type AdminTagRuleList = z.infer<typeof adminTagRuleListSchema>;
