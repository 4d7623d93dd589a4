import fp from 'fastify-plugin';
import { badRequest } from './error-handler';

/**
 * The path of the first string (value or key) in `value` that holds NUL, as `a.b[2]`; null when
 * none does. A loop, not recursion: a body nested thousands deep must not overflow the stack.
 */
export function nulPath(value: unknown): string | null {
  const todo: Array<[unknown, string]> = [[value, '']];
  while (todo.length > 0) {
    const [item, path] = todo.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || 'body';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) todo.push([item[i], `${path}[${i}]`]);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        const here = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return here;
        todo.push([child, here]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (0x00): a JSON body carrying one in any string would reach the
 * database and fail there as a 500. Refused before validation, in one place for every route, as a
 * 400 naming the field (the contract fuzzer found an operator's source name with NUL). Multipart
 * and the text bodies routes parse themselves are theirs to check.
 */
export const noNulPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    // JSON bodies only: a multipart body's parts hold streams and buffers, not text to store.
    if (!request.headers['content-type']?.toLowerCase().includes('json')) return;
    if (typeof request.body !== 'object' || request.body === null) return;
    const path = nulPath(request.body);
    if (path) throw badRequest(`${path} must not contain NUL`, path);
  });
});
