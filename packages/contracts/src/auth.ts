import { z } from 'zod';
import { usernameSchema } from './user';

export const devLoginBodySchema = z.object({ username: usernameSchema });
export type DevLoginBody = z.infer<typeof devLoginBodySchema>;
