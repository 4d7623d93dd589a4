import { z } from 'zod';

export { ERROR_CODE, isErrorEnvelope, type ErrorCode, type ErrorEnvelopeBody } from './error-codes';

export const errorEnvelopeSchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    /** The request field at fault, as a dotted path (for 400s). */
    field: z.string().optional(),
    /** The request's id (X-Request-Id), as in the server's log lines: quote it when reporting a failure. */
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
