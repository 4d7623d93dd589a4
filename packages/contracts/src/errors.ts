import { z } from 'zod';

export { ERROR_CODE, isErrorEnvelope, type ErrorCode, type ErrorEnvelopeBody } from './error-codes';

export const errorEnvelopeSchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    /** The request field at fault, as a dotted path (for 400s). */
    field: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
