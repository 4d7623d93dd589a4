/**
 * The kinds of feed source, zod-free so the operator's desk in the browser can list them without
 * the schemas (issue 13); ingest-sources.ts validates with them.
 */
export const SOURCE_TYPES = ['post', 'news'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
