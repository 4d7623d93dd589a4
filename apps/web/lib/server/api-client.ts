import { createApiClient, type ApiClient } from '@growday/ui/core';
import { headers } from 'next/headers';
import { cache } from 'react';
import { apiOrigin } from './env';

/** Request headers passed on to the API so it sees the visitor (session cookie, language). */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * The API client of one server render: calls the API origin directly and forwards the
 * incoming request's cookie, so the API answers for the signed-in visitor.
 */
export const getServerApiClient = cache(async (): Promise<ApiClient> => {
  const incoming = await headers();
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = incoming.get(name);
    if (value) forwarded[name] = value;
  }
  return createApiClient({
    baseUrl: apiOrigin(),
    headers: forwarded,
    fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }),
  });
});
