import { describe, expect, it } from 'vitest';
import { benchIngestParse, formatIngestParse, makeBenchFeed } from '../ingest-parse';

describe('ingest parse bench', () => {
  it('parses and fetches every generated item and reports items per second', async () => {
    const figures = await benchIngestParse({ items: 50, runs: 1 });
    expect(figures).toMatchObject({ items: 50 });
    expect(figures.parseItemsPerSecond).toBeGreaterThan(0);
    expect(figures.fetchItemsPerSecond).toBeGreaterThan(0);
    expect(formatIngestParse(figures)).toMatch(/^ingest parse: 50 items \(\d+ KB\): parse \d+ items\/s/);
  });

  it('makes a feed of the asked size with distinct item addresses', () => {
    const feed = makeBenchFeed(3, 'https://bench.test');
    expect(feed.match(/<item>/g)).toHaveLength(3);
    expect(feed).toContain('https://bench.test/posts/2/?utm_source=rss');
  });
});
