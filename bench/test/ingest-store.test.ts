import { describe, expect, it } from 'vitest';
import { benchIngestStore, formatIngestStore } from '../ingest-store';

describe('ingest store bench', () => {
  it('stores every item of the served feed with one pass, adds nothing on the re-run, and reports items per second', async () => {
    const figures = await benchIngestStore({ items: 50 });
    expect(figures).toMatchObject({ items: 50, added: 50 });
    expect(figures.itemsPerSecond).toBeGreaterThan(0);
    expect(formatIngestStore(figures)).toMatch(
      /^ingest store: 50\/50 items .* = \d+ items\/s; re-run \(all known\) \d+ ms$/,
    );
  }, 120_000);
});
