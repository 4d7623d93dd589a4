import { z } from 'zod';
import { SOURCE_TYPES } from './source-types';

/**
 * What an operator gives for a feed source (`npm run ops -- sources add`, OPML import, the
 * operator's desk) and for a tag rule. docs/decisions.md, Content ingestion.
 */

export { SOURCE_TYPES, type SourceType } from './source-types';

export const SOURCE_NAME_MAX_CHARS = 100;
export const SOURCE_URL_MAX_CHARS = 2000;
export const SOURCE_DEFAULT_TAGS_MAX = 10;
export const TAG_RULE_KEYWORD_MAX_CHARS = 50;

const httpUrl = (field: string) =>
  z
    .url({ protocol: /^https?$/, error: `${field} must be an http(s) address` })
    .max(SOURCE_URL_MAX_CHARS, `${field} must be at most ${SOURCE_URL_MAX_CHARS} characters`);

const sourceTagsSchema = z
  .array(z.string().trim().min(1, 'a tag name must not be empty'))
  .max(SOURCE_DEFAULT_TAGS_MAX, `at most ${SOURCE_DEFAULT_TAGS_MAX} default tags`);

export const sourceInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(SOURCE_NAME_MAX_CHARS, `name must be at most ${SOURCE_NAME_MAX_CHARS} characters`),
  feedUrl: httpUrl('feedUrl'),
  type: z.enum(SOURCE_TYPES, { error: 'type must be post or news' }),
  /** Names of existing tags every item of the source gets. */
  tags: sourceTagsSchema.default([]),
  siteUrl: httpUrl('siteUrl').nullable().optional(),
  iconKey: z.string().trim().min(1).max(200).nullable().optional(),
});
export type SourceInput = z.input<typeof sourceInputSchema>;

// No default here: zod applies a default inside optional, so an edit that leaves tags out would
// otherwise wipe the source's default tags.
export const sourcePatchSchema = sourceInputSchema.extend({ tags: sourceTagsSchema.optional() }).partial();
export type SourcePatch = z.input<typeof sourcePatchSchema>;

export const tagRuleInputSchema = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, 'keyword must not be empty')
    .max(TAG_RULE_KEYWORD_MAX_CHARS, `keyword must be at most ${TAG_RULE_KEYWORD_MAX_CHARS} characters`),
  tagName: z.string().trim().min(1, 'tagName must not be empty'),
});
export type TagRuleInput = z.input<typeof tagRuleInputSchema>;
