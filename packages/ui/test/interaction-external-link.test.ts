import { COOKIE, EXTERNAL_LINK_PARAM, EXTERNAL_LINK_VALUE } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { markExternalLink, normalizeInternalHosts } from '../src/interaction/external-link';
import { isConnectedAppContainer, readHostPlatform } from '../src/platform/host-platform';

const internalHosts = [
  'https://growday.kr', // short-domain host
  'https://api.growday.kr', // API host
  'https://community.growday.kr', // community host
  'stage.growday.kr', // a test variant, as a host name
  'http://localhost:3000',
];
const cashwalk = { platform: 'cashwalk' as const, internalHosts };
const marker = `${EXTERNAL_LINK_PARAM}=${EXTERNAL_LINK_VALUE}`;

describe('reward-app webview links', () => {
  it('CC-PLAT-01 platform cashwalk is the reward-app webview and timespread the time-spreading app', () => {
    expect(readHostPlatform(`${COOKIE.platform}=cashwalk`)).toBe('cashwalk');
    expect(readHostPlatform(`${COOKIE.platform}=timespread`)).toBe('timespread');
    expect(isConnectedAppContainer('cashwalk')).toBe(true);
    expect(isConnectedAppContainer('timespread')).toBe(true);
    expect(isConnectedAppContainer('web')).toBe(false);
  });

  it('CC-PLAT-02 outbound links get external=true in the reward-app webview only', () => {
    expect(markExternalLink('https://blog.example.com/post/1', cashwalk)).toBe(
      `https://blog.example.com/post/1?${marker}`,
    );
    // An existing query and fragment are kept.
    expect(markExternalLink('https://ex.com/a?b=1#top', cashwalk)).toBe(`https://ex.com/a?b=1&${marker}#top`);
    // Protocol-relative URLs are outbound too and stay protocol-relative.
    expect(markExternalLink('//ex.com/a', cashwalk)).toBe(`//ex.com/a?${marker}`);
    // Already marked: unchanged, no second marker.
    expect(markExternalLink(`https://ex.com/a?${marker}`, cashwalk)).toBe(`https://ex.com/a?${marker}`);
    for (const platform of ['web', 'extension', 'timespread'] as const) {
      expect(markExternalLink('https://blog.example.com/post/1', { platform, internalHosts })).toBe(
        'https://blog.example.com/post/1',
      );
    }
  });

  it('CC-PLAT-03 links to the short-domain, API and community hosts and their test variants get no marker', () => {
    for (const href of [
      'https://growday.kr/feed/1',
      'https://api.growday.kr/api/v1/files/a.png',
      'https://community.growday.kr/best/3',
      'https://stage.growday.kr/feed/2',
      'http://stage.growday.kr:8080/feed/2',
      'http://localhost:3000/news/4',
      '/feed/5',
      '/post?tagName=React',
      'mailto:help@growday.kr',
    ]) {
      expect(markExternalLink(href, cashwalk), href).toBe(href);
    }
    // A different port of an origin given with its port is another host.
    expect(markExternalLink('http://localhost:4999/x', cashwalk)).toBe(`http://localhost:4999/x?${marker}`);
  });

  it('normalises the configured list to host names and ignores blanks', () => {
    expect(
      normalizeInternalHosts([' https://A.example.com/ ', '', 'b.example.com:8080', 'http://localhost:3000']),
    ).toEqual(['a.example.com', 'b.example.com:8080', 'localhost:3000']);
  });
});
