import { errorEnvelopeSchema } from '@growday/contracts';

/** Response schemas for the error statuses a route documents. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>;
}
