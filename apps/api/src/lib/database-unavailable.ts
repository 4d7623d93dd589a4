/**
 * Whether an error means the database cannot be reached now (it is down, restarting, or the
 * connection broke), as opposed to a fault in the query: such a request answers 503 and the next
 * one tries again on a fresh connection, so service returns once the database does.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and class 08 (connection exception).
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); look a few levels down.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.some((m) => current instanceof Error && current.message.includes(m))) return true;
    current = current.cause;
  }
  return false;
}
