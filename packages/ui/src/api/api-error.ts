import { ERROR_CODE, isErrorEnvelope } from '@growday/contracts/client';

/** How a request failed: the server answered with an error, the network failed, or it timed out. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  code: string;
  message: string;
  field?: string | undefined;
  cause?: unknown;
}

/** Every failure of the API client, whatever went wrong, is one of these. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
  }

  /** Build the error from a failed response's status and (possibly non-JSON) body. */
  static fromResponse(status: number, body: unknown): ApiError {
    if (isErrorEnvelope(body)) {
      const { code, message, field } = body.error;
      return new ApiError({ kind: 'http', status, code, message, field });
    }
    return new ApiError({
      kind: 'http',
      status,
      code: status >= 500 ? ERROR_CODE.internal : ERROR_CODE.badRequest,
      message: `HTTP ${status}`,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an answer with this HTTP status (404 and so on). */
export function isApiErrorStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return isApiError(error) && statuses.includes(error.status);
}
