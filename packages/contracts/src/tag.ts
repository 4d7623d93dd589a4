import { z } from 'zod';

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iconKey: z.string().nullable().describe('Icon path on the object-storage host; null means the default icon'),
  curated: z.boolean(),
  shortName: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ename: z.string().describe('English key of the group'),
  tags: z.array(tagSchema),
});
export type TagGroup = z.infer<typeof tagGroupSchema>;
