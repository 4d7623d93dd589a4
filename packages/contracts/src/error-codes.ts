// Zod-free (client entry): the error envelope's codes and a check of its shape; errors.ts holds the schema.

/** Stable error codes of the one error envelope. */
export const ERROR_CODE = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  /** A social sign-in whose provider has no credentials on this server. */
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  usernameTaken: 'USERNAME_TAKEN',
  /** A community token that is unknown, used or expired. */
  invalidToken: 'INVALID_TOKEN',
  /** One comment per user per 60 s: the spec's server code 231. */
  commentRateLimited: '231',
  /** A GraphQL operation over GRAPHQL_LIMITS (depth, aliases or cost), refused before it runs. */
  graphqlTooComplex: 'GRAPHQL_TOO_COMPLEX',
  /** A cash pick token that is unknown, or another user's or another tab's. */
  cashTokenInvalid: 'CASH_TOKEN_INVALID',
  /** A cash pick token already picked. */
  cashTokenUsed: 'CASH_TOKEN_USED',
  /** A cash pick token past CASH_TOKEN_TTL_SECONDS. */
  cashTokenExpired: 'CASH_TOKEN_EXPIRED',
  /** The install reward was already paid to this user (the client closes the install reward). */
  installRewardAlreadyPaid: 'INSTALL_REWARD_ALREADY_PAID',
  /** An ad serve token we did not issue, past its time, or for another creative. */
  adTokenInvalid: 'AD_TOKEN_INVALID',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The one error envelope's shape (errorEnvelopeSchema), checked without zod so clients ship none. */
export interface ErrorEnvelopeBody {
  error: { status: number; code: string; message: string; field?: string | undefined; requestId?: string | undefined };
}

/** True when `body` is an error envelope as errorEnvelopeSchema accepts it. */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelopeBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return false;
  const { status, code, message, field, requestId } = error as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    Number.isInteger(status) &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string') &&
    (requestId === undefined || typeof requestId === 'string')
  );
}
