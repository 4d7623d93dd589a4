import { z } from 'zod';
import { FEED_PAGE_SIZE_DEFAULT, FEED_PAGE_SIZE_MAX } from './constants';

/** `first` and `after` as every list takes them (keyset pagination, opaque cursor). */
export const pageQuerySchema = z.object({
  first: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEED_PAGE_SIZE_MAX)
    .default(FEED_PAGE_SIZE_DEFAULT)
    .describe('How many items to return'),
  after: z.string().min(1).max(200).optional().describe('Opaque cursor: the endCursor of the previous page'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  endCursor: z.string().nullable(),
  hasNextPage: z.boolean(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const connectionSchema = <T extends z.ZodType>(node: T) =>
  z.object({
    edges: z.array(z.object({ node, cursor: z.string() })),
    pageInfo: pageInfoSchema,
  });
export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: PageInfo;
}

/** Every success body is `{ data }`. */
export const dataSchema = <T extends z.ZodType>(data: T) => z.object({ data });
