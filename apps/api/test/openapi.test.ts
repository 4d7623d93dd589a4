import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@growday/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; parameters?: unknown[]; responses?: Record<string, unknown> }>
  >;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with a lowerCamelCase operationId on every operation', async () => {
    const res = await t.app.inject({ url: API_PATHS.openapi });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    const ids: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        ids.push(op.operationId ?? '');
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the foundation operations at their paths', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as OpenApiDoc;
    const op = (path: string, method: string) => doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]?.operationId;
    expect(op(API_PATHS.latestPosts, 'get')).toBe('listLatestPosts');
    expect(op(API_PATHS.postById, 'get')).toBe('getPost');
    expect(op(API_PATHS.devLogin, 'post')).toBe('devLogin');
    expect(op(API_PATHS.authState, 'get')).toBe('getAuthState');
    expect(op(API_PATHS.currentUser, 'get')).toBe('getCurrentUser');
    expect(op(API_PATHS.logout, 'post')).toBe('logout');
    expect(doc.paths['/api/v1/main/latestPosts']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'first' }), expect.objectContaining({ name: 'after' })]),
    );
  });
});
