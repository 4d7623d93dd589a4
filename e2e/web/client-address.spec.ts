import { expect, test } from '@playwright/test';
import { API_PATHS, COPY, ERROR_CODE, errorEnvelopeSchema, RATE_LIMITS, REQUEST_ID_HEADER } from '@growday/contracts';
import { E2E_WEB_ORIGIN, E2E_WEB_PORT } from '../stack';
import { advanceApiClock } from './session-helpers';

// The real client address (issue 10): through the running website's /api, whatever forwarding
// headers a client makes up, the API counts the address the connection came from.
test('a client rotating X-Forwarded-For through the website still meets the abuse limit, keyed on its own address', async () => {
  // GraphQL is one of the limited routes and no page of the site calls it, so no other test
  // shares this count. Signed out, only the address is counted.
  const limit = RATE_LIMITS.graphql.perAddress;
  const send = (origin: string, spoof: string) =>
    fetch(`${origin}${API_PATHS.graphql}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: E2E_WEB_ORIGIN,
        'x-forwarded-for': spoof,
        'x-real-ip': spoof,
        forwarded: `for=${spoof}`,
      },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
  const overIPv4 = `http://127.0.0.1:${E2E_WEB_PORT}`;
  const overIPv6 = `http://[::1]:${E2E_WEB_PORT}`;

  // Each request claims a new address; if the API believed any of them, none would be refused.
  // Another test may step the API clock (a new window) meanwhile, so allow up to three windows.
  let refused: Response | null = null;
  let sent = 0;
  while (!refused && sent < limit.max * 3) {
    sent += 1;
    const res = await send(overIPv4, `198.51.100.${(sent % 250) + 1}`);
    if (res.status === 429) refused = res;
    else expect(res.status, await res.text()).toBe(200);
  }
  expect(refused, `no 429 after ${sent} requests with rotating X-Forwarded-For`).not.toBeNull();
  expect(sent).toBeGreaterThan(limit.max);
  const retryAfter = Number(refused?.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
  expect(errorEnvelopeSchema.parse(await refused?.json())).toEqual({
    error: {
      status: 429,
      code: ERROR_CODE.rateLimited,
      message: COPY.errors.rateLimited,
      // The API's request id comes through the website's proxy, in the header and the envelope.
      requestId: refused?.headers.get(REQUEST_ID_HEADER),
    },
  });

  // A different connection address (IPv6 loopback) has its own count: the key is the socket.
  const other = await send(overIPv6, '198.51.100.1');
  expect(other.status, await other.text()).toBe(200);

  // Leave no spent window behind: one minute on the API clock is unnoticeable to other tests.
  await advanceApiClock(limit.windowSeconds * 1000);
  expect((await send(overIPv4, '198.51.100.2')).status).toBe(200);
});
