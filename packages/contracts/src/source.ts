import { z } from 'zod';

export const sourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iconKey: z.string().nullable().describe('Icon path on the object-storage host'),
});
export type Source = z.infer<typeof sourceSchema>;
