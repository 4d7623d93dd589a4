import { COOKIE } from '@growday/contracts/client';
import { readCookie, type ApiClientOptions } from '@growday/ui/core';

type PublisherAuthOptions = NonNullable<ApiClientOptions['publisherAuth']>;

/** The browser client's tenant-info sync (SH-API-04): the service code is the tenant cookie's. */
export function webPublisherAuth(serviceAccessToken: string): PublisherAuthOptions {
  return {
    serviceAccessToken,
    serviceCode: () => (typeof document === 'undefined' ? undefined : readCookie(document.cookie, COOKIE.tenant)),
  };
}
