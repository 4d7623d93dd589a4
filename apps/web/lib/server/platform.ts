import { readPlatformContext, type PlatformContext } from '@growday/ui/core';
import { headers } from 'next/headers';
import { cache } from 'react';

/** The host platform, app version and device class of the current request. */
export const getPlatformContext = cache(async (): Promise<PlatformContext> => {
  const incoming = await headers();
  return readPlatformContext(incoming.get('cookie') ?? '', incoming.get('user-agent'));
});
