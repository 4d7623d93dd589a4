export const errors = {
  badRequest: '요청 값이 올바르지 않습니다.',
  unauthorized: '로그인이 필요합니다.',
  forbidden: '권한이 없습니다.',
  notFound: '찾을 수 없습니다.',
  internal: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해주세요.',
  originNotAllowed: '허용되지 않은 출처의 요청입니다.',
  graphqlTooComplex: '요청한 쿼리가 너무 깊거나 복잡합니다.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  /** The database cannot be reached (503): the service comes back by itself. */
  unavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;
