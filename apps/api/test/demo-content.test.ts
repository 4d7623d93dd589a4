import { describe, expect, it } from 'vitest';
import { buildDemoContent, renderDemoImage, type DemoContent } from '../src/db/seed/demo-content';

const MAX_MINUTES = 30 * 24 * 60;
const content: DemoContent = buildDemoContent();
const tagNames = new Set(content.tagGroups.flatMap((group) => group.tags.map((tag) => tag.name)));
const sourceSlugs = new Set(content.sources.map((source) => source.slug));

function imageKeys(c: DemoContent): string[] {
  return [
    ...c.sources.map((source) => source.iconKey),
    ...c.tagGroups.flatMap((group) => group.tags.map((tag) => tag.iconKey)),
    ...c.posts.map((post) => post.thumbnailKey),
  ].filter((key): key is string => key !== null);
}

function svgSize(body: string): { width: number; height: number } {
  const open = /^<svg\b[^>]*>/.exec(body)?.[0] ?? '';
  return {
    width: Number(/\bwidth="(\d+)"/.exec(open)?.[1]),
    height: Number(/\bheight="(\d+)"/.exec(open)?.[1]),
  };
}

describe('demo content', () => {
  it('has at least 12 invented sources, each with an icon and a reserved example domain', () => {
    expect(content.sources.length).toBeGreaterThanOrEqual(12);
    expect(sourceSlugs.size).toBe(content.sources.length);
    for (const source of content.sources) {
      expect(source.name).not.toBe('');
      expect(source.iconKey).toBe(`demo/sources/${source.slug}.svg`);
      expect(new URL(source.siteUrl).hostname).toMatch(/\.example(\.kr)?$/);
      expect(source.siteUrl.startsWith('https://')).toBe(true);
    }
  });

  it('has exactly 5 tag groups including 주요 뉴스, with 40+ unique tags', () => {
    expect(content.tagGroups).toHaveLength(5);
    const main = content.tagGroups.find((group) => group.name === '주요 뉴스');
    expect(main?.ename).toBe('main-news');
    for (const group of content.tagGroups) expect(group.tags.length).toBeGreaterThanOrEqual(8);
    const all = content.tagGroups.flatMap((group) => group.tags);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(tagNames.size).toBe(all.length);
    expect(new Set(content.tagGroups.map((group) => group.ename)).size).toBe(5);
  });

  it('has tags that search must handle: short names, icons, curation, two-syllable Korean', () => {
    const all = content.tagGroups.flatMap((group) => group.tags);
    for (const tag of all) {
      expect([...tag.shortName].length).toBeGreaterThan(0);
      expect([...tag.shortName].length).toBeLessThanOrEqual(4);
      if (tag.iconKey !== null) expect(tag.iconKey).toMatch(/^demo\/tags\/[a-z0-9-]+\.svg$/);
    }
    expect(all.filter((tag) => tag.iconKey === null).length).toBeGreaterThan(0);
    expect(all.filter((tag) => tag.iconKey !== null).length).toBeGreaterThan(all.length / 2);
    expect(all.filter((tag) => tag.curated).length).toBeGreaterThan(all.length / 2);
    for (const name of ['면접', '이직', '신입', '보안', '코딩']) expect(tagNames.has(name)).toBe(true);
  });

  it('has 10 users with example.com emails', () => {
    expect(content.users).toHaveLength(10);
    expect(new Set(content.users.map((user) => user.username)).size).toBe(10);
    expect(new Set(content.users.map((user) => user.email)).size).toBe(10);
    for (const user of content.users) expect(user.email).toMatch(/^[a-z0-9._-]+@example\.com$/);
  });

  it('has 300 posts and 60 news with unique keys, titles and urls', () => {
    expect(content.posts.filter((post) => post.type === 'post')).toHaveLength(300);
    expect(content.posts.filter((post) => post.type === 'news')).toHaveLength(60);
    expect(content.posts).toHaveLength(360);
    expect(new Set(content.posts.map((post) => post.key)).size).toBe(360);
    expect(new Set(content.posts.map((post) => post.title)).size).toBe(360);
    expect(new Set(content.posts.map((post) => post.url)).size).toBe(360);
    for (const post of content.posts) expect(post.key).toMatch(/^(post|news)-\d{4}$/);
  });

  it('only names existing tags and sources, and urls live on the source site', () => {
    const sites = new Map(content.sources.map((source) => [source.slug, source.siteUrl]));
    for (const post of content.posts) {
      expect(sourceSlugs.has(post.sourceSlug)).toBe(true);
      expect(post.url.startsWith(`${sites.get(post.sourceSlug)}/`)).toBe(true);
      expect(post.tagNames.length).toBeGreaterThanOrEqual(1);
      expect(post.tagNames.length).toBeLessThanOrEqual(7);
      expect(new Set(post.tagNames).size).toBe(post.tagNames.length);
      for (const name of post.tagNames) expect(tagNames.has(name), `${post.key}: ${name}`).toBe(true);
    }
  });

  it('varies the number of tags per post', () => {
    const counts = content.posts.map((post) => post.tagNames.length);
    expect(counts.filter((n) => n <= 2).length).toBeGreaterThan(20);
    expect(counts.filter((n) => n >= 3 && n <= 5).length).toBeGreaterThan(180);
    expect(counts.filter((n) => n >= 6).length).toBeGreaterThan(10);
  });

  it('tags news mostly with 주요 뉴스 tags', () => {
    const mainNews = new Set(
      content.tagGroups.find((group) => group.ename === 'main-news')?.tags.map((tag) => tag.name) ?? [],
    );
    const news = content.posts.filter((post) => post.type === 'news');
    const withMain = news.filter((post) => post.tagNames.some((name) => mainNews.has(name)));
    expect(withMain.length / news.length).toBeGreaterThanOrEqual(0.8);
  });

  it('writes Korean text with the words search relies on', () => {
    const titles = content.posts.map((post) => post.title).join('\n');
    const descs = content.posts.map((post) => post.desc).join('\n');
    for (const word of ['개발자', '면접', '이직', '개발자를', '개발자가', '신입']) {
      expect(titles.includes(word), `title word ${word}`).toBe(true);
      expect(descs.includes(word), `desc word ${word}`).toBe(true);
    }
    for (const post of content.posts) {
      expect(post.title).toMatch(/[가-힣]/);
      expect(post.title).not.toMatch(/[{}]|undefined/);
      expect(post.desc).not.toMatch(/[{}]|undefined/);
      const sentences = (post.desc.match(/[.!?](?=\s|$)/g) ?? []).length;
      expect(sentences, post.key).toBeGreaterThanOrEqual(2);
      expect(sentences, post.key).toBeLessThanOrEqual(6);
      expect(post.author.trim()).not.toBe('');
    }
  });

  it('spreads items over the last 30 days with long-tailed counts', () => {
    for (const post of content.posts) {
      expect(Number.isInteger(post.minutesAgo)).toBe(true);
      expect(post.minutesAgo).toBeGreaterThanOrEqual(0);
      expect(post.minutesAgo).toBeLessThanOrEqual(MAX_MINUTES);
      expect(Number.isInteger(post.clickCount)).toBe(true);
      expect(post.clickCount).toBeGreaterThanOrEqual(0);
      expect(post.clickCount).toBeLessThanOrEqual(60000);
      expect(Number.isInteger(post.shareCount)).toBe(true);
      expect(post.shareCount).toBeGreaterThanOrEqual(0);
      expect(post.shareCount).toBeLessThanOrEqual(300);
    }
    const minutes = content.posts.map((post) => post.minutesAgo);
    expect(minutes.filter((m) => m < 24 * 60).length).toBeGreaterThan(0);
    expect(minutes.filter((m) => m > 25 * 24 * 60).length).toBeGreaterThan(0);
    const clicks = content.posts.map((post) => post.clickCount);
    expect(clicks.filter((n) => n <= 900).length / clicks.length).toBeGreaterThan(0.6);
    expect(clicks.filter((n) => n >= 1000 && n < 10000).length).toBeGreaterThan(10);
    expect(clicks.filter((n) => n >= 10000).length).toBeGreaterThan(0);
  });

  it('gives at least 80% of items a thumbnail, keyed by the item', () => {
    const withThumb = content.posts.filter((post) => post.thumbnailKey !== null);
    expect(withThumb.length / content.posts.length).toBeGreaterThanOrEqual(0.8);
    expect(withThumb.length).toBeLessThan(content.posts.length);
    for (const post of withThumb) expect(post.thumbnailKey).toBe(`demo/thumbnails/${post.key}.svg`);
  });

  it('is deterministic', () => {
    expect(buildDemoContent()).toEqual(content);
    expect(JSON.stringify(buildDemoContent())).toBe(JSON.stringify(content));
  });

  it('builds quickly', () => {
    const started = performance.now();
    buildDemoContent();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('renderDemoImage', () => {
  it('renders a small, valid-looking SVG for every image key the content uses', () => {
    const keys = imageKeys(content);
    expect(keys.length).toBeGreaterThan(300);
    for (const key of keys) {
      const image = renderDemoImage(key);
      expect(image, key).not.toBeNull();
      if (image === null) continue;
      expect(image.contentType).toBe('image/svg+xml');
      expect(image.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(image.body.endsWith('</svg>')).toBe(true);
      expect(image.body).not.toMatch(/NaN|undefined|[가-힣]/);
      expect(image.body.length).toBeLessThan(3 * 1024);
      // Balanced tags: every opening tag that is not self-closing is closed.
      const opened = (image.body.match(/<[a-zA-Z]+(?:\s[^>]*)?(?<!\/)>/g) ?? []).length;
      const closed = (image.body.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened, key).toBe(closed);
      const size = svgSize(image.body);
      if (key.startsWith('demo/thumbnails/')) expect(size).toEqual({ width: 1000, height: 500 });
      else expect(size).toEqual({ width: 64, height: 64 });
    }
  });

  it('is deterministic per key', () => {
    const key = content.posts.find((post) => post.thumbnailKey !== null)?.thumbnailKey ?? '';
    expect(renderDemoImage(key)?.body).toBe(renderDemoImage(key)?.body);
  });

  it('returns null for unknown keys and junk', () => {
    const unthumbed = content.posts.find((post) => post.thumbnailKey === null);
    expect(unthumbed).toBeDefined();
    for (const key of [
      '',
      'demo/thumbnails/post-9999.svg',
      `demo/thumbnails/${unthumbed?.key ?? 'x'}.svg`,
      'demo/sources/nope.svg',
      'demo/tags/unknown-tag.svg',
      'demo/sources/../sources/codesoop.svg',
      '../demo/sources/codesoop.svg',
      'demo/sources/codesoop.svg/',
      '/demo/sources/codesoop.svg',
      'demo/sources/codesoop.png',
      'demo/sources/CODESOOP.svg',
      'demo/sources/codesoop.svg?x=1',
      'demo%2Fsources%2Fcodesoop.svg',
      'uploads/avatars/1.png',
    ]) {
      expect(renderDemoImage(key), key).toBeNull();
    }
  });
});
