import { describe, expect, it } from 'vitest';
import { hostileRedirects, staysOnOurOrigins } from '../../contracts/test/hostile-redirects';
import { runCommunityHandoff } from '../src/account/community-handoff';
import { createApiClient } from '../src/api/client';

const COMMUNITY = 'https://community.growday.kr';

describe('CC-AUTH-06 the hand-off to the community host never leaves it', () => {
  for (const { name, target } of hostileRedirects(COMMUNITY)) {
    it(`redirect=${name}`, async () => {
      const navigated: string[] = [];
      const result = await runCommunityHandoff({
        api: createApiClient({ baseUrl: '', fetch: () => Promise.reject(new Error('no call expected')) }),
        mode: 'communityHost',
        communityOrigin: COMMUNITY,
        redirect: target,
        navigate: (url) => navigated.push(url),
        alert: () => undefined,
      });
      expect(result).toBe('navigated');
      expect(navigated).toHaveLength(1);
      expect(staysOnOurOrigins(navigated[0] ?? null, [COMMUNITY])).toBe(true);
      expect(new URL(navigated[0] ?? '').origin).toBe(COMMUNITY);
    });
  }
});
