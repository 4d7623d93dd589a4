import { describe, expect, it } from 'vitest';
import * as areas from '../src/api-path-areas';
import * as client from '../src/client';
import { API_PATHS, apiPath, fillPath } from '../src';

describe('API paths by area (issue 13: a route carries only the paths its code reads)', () => {
  const entries = Object.entries(areas);

  it('API_PATHS is exactly the union of the areas, with no name or path in two of them', () => {
    const names = entries.flatMap(([, paths]) => Object.keys(paths));
    const templates = entries.flatMap(([, paths]) => Object.values(paths));
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(templates).size).toBe(templates.length);
    expect(Object.fromEntries(entries.flatMap(([, paths]) => Object.entries(paths)))).toEqual(API_PATHS);
    for (const [area, paths] of entries) {
      expect(area).toMatch(/^[A-Z_]+_PATHS$/);
      for (const [name, template] of Object.entries(paths))
        expect(API_PATHS[name as keyof typeof API_PATHS], name).toBe(template);
    }
  });

  it('the client entry gives the areas and fillPath, not the whole API_PATHS or the name-based apiPath', () => {
    const values: Record<string, unknown> = client;
    for (const [area, paths] of entries) expect(values[area], area).toBe(paths);
    expect(values.fillPath).toBe(fillPath);
    expect('API_PATHS' in values).toBe(false);
    expect('apiPath' in values).toBe(false);
  });

  it('fillPath fills and encodes every placeholder of a template and refuses a missing one', () => {
    expect(fillPath(areas.POST_PATHS.similarPostsByType, { similarType: 'tag', postId: 7 })).toBe(
      '/api/v1/posts/bestPosts/similar/tag/7',
    );
    expect(fillPath(areas.POST_PATHS.clickPost, { postId: 'a/b' })).toBe('/api/v1/posts/clickPost/a%2Fb');
    // @ts-expect-error: the template's placeholders are the parameters it needs (here commentId)
    expect(() => fillPath(areas.COMMENT_PATHS.comment, {})).toThrow(
      'missing path parameter commentId for /api/v2/comments/:commentId',
    );
    expect(fillPath(areas.COMMENT_PATHS.comment, { commentId: 3 })).toBe(apiPath('comment', { commentId: 3 }));
  });
});
