import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_DESCRIPTION_MAX_CHARS } from '@growday/contracts';
import { canonicalUrl, fetchFeed, fetchOgImage, type FeedItem, type FetchOutcome } from '../src/modules/ingest/fetch';
import { parseFeedDate } from '../src/modules/ingest/fetch/feed-items';
import { startFeedServer, type FeedServer } from './helpers/feed-server';

/** Formats, charsets and item cleaning of the feed fetcher, against fixture feeds on 127.0.0.1. */

const NOW = new Date('2026-11-24T12:00:00Z');
let s: FeedServer;
beforeAll(async () => {
  s = await startFeedServer();
});
afterAll(async () => {
  await s.close();
});

const opts = { now: NOW, allowPrivateAddresses: true };

async function items(pathname: string): Promise<FeedItem[]> {
  const outcome = await fetchFeed({ feedUrl: s.url(pathname) }, opts);
  if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome.items;
}
const byUrl = (list: FeedItem[], path: string) => list.find((i) => i.url === s.url(path));

describe('feed formats', () => {
  it('reads RSS 2.0: link, guid, plain title and description, author, date, enclosure image, categories', async () => {
    const outcome: FetchOutcome = await fetchFeed({ feedUrl: s.url('/rss2.xml') }, opts);
    expect(outcome).toMatchObject({ kind: 'ok', status: 200, finalUrl: s.url('/rss2.xml') });
    const list = (outcome as Extract<FetchOutcome, { kind: 'ok' }>).items;
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({
      url: s.url('/posts/k8s-mesh'),
      guid: 'post-1001',
      title: '쿠버네티스 & 서비스 메시 운영기',
      description: '서비스 메시를 1년 운영하며 배운 점을 정리했습니다.',
      author: '김개발',
      publishedAt: new Date('2026-11-23T01:00:00Z'),
      thumbnail: s.url('/images/k8s.jpg'),
      categories: ['kubernetes', 'devops'],
    });
  });

  it('reads an RSS author in "email (name)" form, a KST date and a media:thumbnail', async () => {
    const rsc = byUrl(await items('/rss2.xml'), '/posts/rsc');
    expect(rsc).toMatchObject({
      author: '이프론트',
      publishedAt: new Date('2026-11-22T00:30:00Z'),
      thumbnail: s.url('/images/rsc-thumb.png'),
      guid: null,
      categories: [],
    });
  });

  it("takes the first real <img> of the item's HTML as thumbnail (tracking pixel skipped, relative src resolved)", async () => {
    const inline = byUrl(await items('/rss2.xml'), '/posts/inline-image');
    expect(inline?.thumbnail).toBe(s.url('/images/inline.webp'));
    expect(inline?.description).toBe('요약만 있는 설명');
  });

  it('clamps a future publication time to now and leaves a missing one null', async () => {
    const list = await items('/rss2.xml');
    expect(byUrl(list, '/posts/future')?.publishedAt).toEqual(NOW);
    const guidOnly = byUrl(list, '/posts/guid-only');
    expect(guidOnly?.publishedAt).toBeNull();
    // No <link>: the permalink guid is the address.
    expect(guidOnly?.guid).toBe(s.url('/posts/guid-only'));
  });

  it('reads RSS 1.0 (RDF): dc:creator, dc:date, dc:subject, escaped markup in the description', async () => {
    const list = await items('/rss1.rdf');
    expect(list.map((i) => i.url)).toEqual([s.url('/news/1'), s.url('/news/2')]);
    expect(list[0]).toMatchObject({
      title: '국내 클라우드 시장 동향',
      description: '클라우드 시장이 성장하고 있다.',
      author: '박기자',
      publishedAt: new Date('2026-11-20T00:00:00Z'),
      categories: ['cloud'],
      guid: s.url('/news/1'),
    });
  });

  it('reads Atom: the alternate link (not replies), html title as text, published before updated, media thumbnail', async () => {
    const list = await items('/atom.xml');
    expect(list[0]).toEqual({
      url: s.url('/posts/go-generics'),
      guid: 'tag:growday.test,2026:go-generics',
      title: 'Go 제네릭 실전 패턴',
      description: '제네릭으로 map 헬퍼 만들기',
      author: '최백엔드',
      publishedAt: new Date('2026-11-18T03:00:00Z'),
      thumbnail: s.url('/images/go.png'),
      categories: ['Go', 'backend'],
    });
    // A relative link resolves on the feed's address; only <updated> gives the date; image from content.
    expect(list[1]).toMatchObject({
      url: s.url('/posts/updated-only'),
      publishedAt: new Date('2026-11-17T12:00:00Z'),
      thumbnail: 'https://cdn.growday.test/a.png',
      description: '본문',
      author: null,
    });
  });

  it('reads JSON Feed 1.1: url without fbclid, image, summary over content, tags, date_modified fallback', async () => {
    const list = await items('/json-feed.json');
    expect(list[0]).toEqual({
      url: s.url('/notes/typescript-5'),
      guid: 'json-1',
      title: 'TypeScript 5 새 기능 정리',
      description: 'TS 5 요약',
      author: '정타입',
      publishedAt: new Date('2026-11-15T01:00:00Z'),
      thumbnail: s.url('/images/ts5.png'),
      categories: ['typescript', 'frontend'],
    });
    expect(list[1]).toMatchObject({ description: '그냥 텍스트 본문', publishedAt: new Date('2026-11-14T10:00:00Z') });
  });
});

describe('charsets', () => {
  it('decodes EUC-KR declared only in the XML prolog (bytes encoded by iconv-lite), CP949 syllables included', async () => {
    const list = await items('/euc-kr.xml');
    expect(list.map((i) => i.title)).toEqual(['한글 제목이 깨지지 않아야 합니다', '똠방각하와 햏자 (CP949 확장 글자)']);
    expect(list[0]?.description).toBe('본문도 한글입니다: 가나다라마바사');
    expect(list[0]?.categories).toEqual(['인코딩']);
  });

  it('decodes EUC-KR declared only by the Content-Type charset', async () => {
    const list = await items('/euc-kr-header.xml');
    expect(list[1]?.title).toBe('똠방각하와 햏자 (CP949 확장 글자)');
  });

  it('decodes exactly once: UTF-8 Korean text is not read again as another charset', async () => {
    // Declared UTF-8 in the header, EUC-KR in the prolog: the header wins and the text stays intact.
    s.serve('/utf8-over-prolog.xml', {
      body: s.fixture('euc-kr.xml'),
      contentType: 'application/rss+xml; charset=utf-8',
    });
    const list = await items('/utf8-over-prolog.xml');
    expect(list[0]?.title).toBe('한글 제목이 깨지지 않아야 합니다');
  });

  it('a header that says UTF-8 over EUC-KR bytes yields to the EUC-KR prolog (chosen on the bytes, decoded once)', async () => {
    s.serve('/lying-header.xml', {
      body: iconv.encode(s.fixture('euc-kr.xml'), 'euc-kr'),
      contentType: 'application/rss+xml; charset=UTF-8',
    });
    const list = await items('/lying-header.xml');
    expect(list[0]?.title).toBe('한글 제목이 깨지지 않아야 합니다');
  });

  it('reads UTF-8 bytes as UTF-8 even when both labels say EUC-KR', async () => {
    s.serve('/mislabelled.xml', { body: s.fixture('euc-kr.xml'), contentType: 'text/xml; charset=euc-kr' });
    const list = await items('/mislabelled.xml');
    expect(list.map((i) => i.title)).toEqual(['한글 제목이 깨지지 않아야 합니다', '똠방각하와 햏자 (CP949 확장 글자)']);
  });

  it('reads undeclared bytes that are not UTF-8 as CP949', async () => {
    const noProlog = s.fixture('euc-kr.xml').replace(/^<\?xml[^>]*\?>\s*/, '');
    s.serve('/undeclared.xml', { body: iconv.encode(noProlog, 'cp949'), contentType: 'text/xml' });
    const list = await items('/undeclared.xml');
    expect(list[1]?.title).toBe('똠방각하와 햏자 (CP949 확장 글자)');
  });

  it('reads UTF-16 announced by a byte-order mark', async () => {
    const text = s.fixture('rss2.xml').replace('encoding="UTF-8"', 'encoding="UTF-16"');
    s.serve('/utf16.xml', { body: iconv.encode(text, 'utf-16le', { addBOM: true }), contentType: 'text/xml' });
    const list = await items('/utf16.xml');
    expect(list[0]?.title).toBe('쿠버네티스 & 서비스 메시 운영기');
  });

  it('refuses an unknown charset with a clear error', async () => {
    // Bytes that are not UTF-8, so the label decides.
    s.serve('/weird-charset.xml', {
      body: iconv.encode(s.fixture('euc-kr.xml'), 'euc-kr'),
      contentType: 'text/xml; charset=x-klingon',
    });
    expect(await fetchFeed({ feedUrl: s.url('/weird-charset.xml') }, opts)).toEqual({
      kind: 'error',
      status: 200,
      message: 'unknown charset x-klingon',
    });
  });
});

describe('lenient where real feeds need it', () => {
  it('reads a feed with whitespace before the XML declaration', async () => {
    s.serve('/leading-space.xml', { body: `\n\n   ${s.fixture('rss2.xml')}` });
    expect(await items('/leading-space.xml')).toHaveLength(5);
  });

  it('reads RSS 0.91 with its DOCTYPE and HTML entities in the title', async () => {
    s.serve('/rss091.xml', {
      body: '<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>c</title><link>{{origin}}/</link><description>d</description><item><title>a&nbsp;b &copy; &hellip; &#54620;</title><link>{{origin}}/091</link></item></channel></rss>',
    });
    const [item] = await items('/rss091.xml');
    expect(item).toMatchObject({ url: s.url('/091'), title: 'a b © … 한' });
  });
});

describe('item cleaning', () => {
  it('skips items with no link or a javascript:, data: or non-permalink address; resolves relative links', async () => {
    const list = await items('/bad-links.xml');
    expect(list.map((i) => i.title)).toEqual(['상대 주소 링크', '정상 링크']);
    expect(list.map((i) => i.url)).toEqual([s.url('/relative/post'), s.url('/ok')]);
    // The javascript: item had an http guid: a bad link is never replaced by it.
    expect(list.some((i) => i.url.includes('should-not-be-used'))).toBe(false);
  });

  it('turns markup and script in titles and descriptions into plain text, never stored tags', async () => {
    const list = await items('/script-titles.xml');
    const titles = list.map((i) => i.title);
    expect(titles).toEqual([
      '안녕 세상',
      '굵은 제목 여러 줄',
      '두 번 이스케이프된 태그',
      '부등호 a < b && c > d 는 글자로 남는다',
    ]);
    expect(list[0]?.description).toBe('클릭 끝');
    for (const item of list) {
      expect(item.title).not.toMatch(/<\/?[a-z]/i);
      expect(item.description).not.toMatch(/<\/?[a-z]|alert|fetch\(/i);
    }
    // A title that was nothing but a script is empty once cleaned: the item is skipped.
    expect(list.some((i) => i.url === s.url('/xss/5'))).toBe(false);
  });

  it(`cuts a long description to ${INGEST_DESCRIPTION_MAX_CHARS} characters with an ellipsis`, async () => {
    const long = '가나다라 '.repeat(200);
    s.serve('/long.xml', {
      body: `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>긴 글</title><link>{{origin}}/long</link><description>${long}</description></item></channel></rss>`,
    });
    const [item] = await items('/long.xml');
    expect(Array.from(item!.description).length).toBeLessThanOrEqual(INGEST_DESCRIPTION_MAX_CHARS);
    expect(item!.description.endsWith('…')).toBe(true);
    expect(item!.description.startsWith('가나다라 가나다라')).toBe(true);
  });

  it('keeps only http(s) thumbnails: javascript: and data: images are passed over', async () => {
    s.serve('/bad-images.xml', {
      body: `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title>
        <item><title>그림</title><link>{{origin}}/pics</link>
          <enclosure url="javascript:alert(1)" type="image/png" length="1"/>
          <media:thumbnail url="data:image/png;base64,AAAA"/>
          <description><![CDATA[<img src="data:image/gif;base64,R0lGOD"><img src="//cdn.growday.test/real.png">]]></description>
        </item>
        <item><title>그림 없음</title><link>{{origin}}/no-pics</link><enclosure url="javascript:x" type="image/png" length="1"/></item>
      </channel></rss>`,
    });
    const list = await items('/bad-images.xml');
    expect(list.map((i) => i.thumbnail)).toEqual(['http://cdn.growday.test/real.png', null]);
  });

  it('two feeds sharing an item under different tracking parameters give the same canonical url', async () => {
    const [a] = await items('/tracking-a.xml');
    const [b] = await items('/tracking-b.xml');
    expect(a?.url).toBe(s.url('/shared/article?page=2'));
    expect(b?.url).toBe(a?.url);
  });
});

describe('canonicalUrl', () => {
  it('removes utm_*, fbclid, gclid and other tracking parameters, the fragment and the trailing slash', () => {
    expect(
      canonicalUrl(
        'https://Blog.Example.com:443/a/b/?utm_source=x&UTM_Medium=y&fbclid=1&gclid=2&msclkid=3&b=2&a=1#top',
      ),
    ).toBe('https://blog.example.com/a/b?a=1&b=2');
    expect(canonicalUrl('https://example.com/')).toBe('https://example.com');
    expect(canonicalUrl('https://www.example.com/x')).toBe('https://www.example.com/x');
  });

  it('resolves a relative address on a base and refuses anything but http(s)', () => {
    expect(canonicalUrl('../c?utm_campaign=z', 'https://example.com/a/b/')).toBe('https://example.com/a/c');
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'ftp://x/y',
      '',
      'not a url',
    ]) {
      expect(canonicalUrl(bad)).toBeNull();
    }
  });
});

describe('og:image fallback', () => {
  it('finds the og:image in the head of an article page (relative, resolved), over twitter:image', async () => {
    const [item] = await items('/no-thumbnail.xml');
    expect(item?.thumbnail).toBeNull();
    expect(await fetchOgImage(item!.url, opts)).toBe(s.url('/images/og-article.png'));
  });

  it('reads the page in its declared charset and only looks in <head>', async () => {
    s.serve('/euc-article.html', {
      body: iconv.encode(
        '<html><head><meta charset="euc-kr"><meta property="og:image" content="/images/한글.png"></head><body></body></html>',
        'euc-kr',
      ),
      contentType: 'text/html',
    });
    expect(await fetchOgImage(s.url('/euc-article.html'), opts)).toBe(s.url('/images/%ED%95%9C%EA%B8%80.png'));
    s.serve('/body-only.html', {
      body: '<html><head><title>t</title></head><body><meta property="og:image" content="/images/late.png"></body></html>',
      contentType: 'text/html',
    });
    expect(await fetchOgImage(s.url('/body-only.html'), opts)).toBeNull();
  });

  it('fetches the page under the same limits: a trickle, a huge page and a redirect loop give null in time', async () => {
    const started = Date.now();
    expect(await fetchOgImage(s.url('/slow.xml'), { ...opts, timeoutMs: 600 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await fetchOgImage(s.url('/huge.xml'), opts)).toBeNull();
    expect(await fetchOgImage(s.url('/loop-a'), opts)).toBeNull();
    expect(await fetchOgImage('javascript:alert(1)', opts)).toBeNull();
  });

  it('answers null for a page without one, a 404 or a private address when not allowed', async () => {
    expect(await fetchOgImage(s.url('/html-page.html'), opts)).toBeNull();
    expect(await fetchOgImage(s.url('/status/404'), opts)).toBeNull();
    expect(await fetchOgImage(s.url('/article.html'), { now: NOW })).toBeNull();
    expect(s.hits('/article.html')).toBe(1);
  });
});

describe('publication dates', () => {
  it('reads RFC 822, RFC 3339, KST and zone-less times (as Korea time); junk gives null', () => {
    expect(parseFeedDate('Tue, 24 Nov 2026 10:00:00 +0900')).toEqual(new Date('2026-11-24T01:00:00Z'));
    expect(parseFeedDate('Tue, 24 Nov 2026 10:00:00 GMT')).toEqual(new Date('2026-11-24T10:00:00Z'));
    expect(parseFeedDate('Tue, 24 Nov 2026 10:00:00 KST')).toEqual(new Date('2026-11-24T01:00:00Z'));
    expect(parseFeedDate('2026-11-24T10:00:00.5Z')).toEqual(new Date('2026-11-24T10:00:00.500Z'));
    expect(parseFeedDate('2026-11-24 10:00:00')).toEqual(new Date('2026-11-24T01:00:00Z'));
    expect(parseFeedDate('2026-11-24T10:00')).toEqual(new Date('2026-11-24T01:00:00Z'));
    expect(parseFeedDate('2026-11-24')).toEqual(new Date('2026-11-23T15:00:00Z'));
    expect(parseFeedDate('어제')).toBeNull();
    expect(parseFeedDate('')).toBeNull();
  });
});
