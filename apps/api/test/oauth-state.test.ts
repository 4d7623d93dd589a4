import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_TTL_SECONDS } from '@growday/contracts';
import { ManualClock } from '../src/clock';
import { createStateCodec, loadCookieSecret } from '../src/modules/auth/oauth-state';

const SECRET = 's'.repeat(32);

describe('OAuth state', () => {
  it('carries next= and platform= for one provider within its lifetime', () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const codec = createStateCodec(SECRET, () => clock.now());
    const state = codec.encode({ provider: 'kakao', next: 'http://localhost:3000/best', platform: 'extension' });
    expect(codec.decode(state, 'kakao')).toEqual({
      provider: 'kakao',
      next: 'http://localhost:3000/best',
      platform: 'extension',
    });
    expect(codec.decode(state, 'naver')).toBeNull();
    expect(codec.encode({ provider: 'kakao', next: undefined, platform: 'web' })).not.toBe(
      codec.encode({ provider: 'kakao', next: undefined, platform: 'web' }),
    );
    clock.advance(OAUTH_STATE_TTL_SECONDS * 1000 + 1);
    expect(codec.decode(state, 'kakao')).toBeNull();
  });

  it('refuses a state signed with another secret or changed in transit', () => {
    const now = () => new Date('2026-01-01T00:00:00Z');
    const state = createStateCodec(SECRET, now).encode({ provider: 'google', next: '/a', platform: 'web' });
    expect(createStateCodec('t'.repeat(32), now).decode(state, 'google')).toBeNull();
    const [payload, signature] = state.split('.');
    const changed = Buffer.from(Buffer.from(payload!, 'base64url').toString('utf8').replace('/a', '/b')).toString(
      'base64url',
    );
    expect(createStateCodec(SECRET, now).decode(`${changed}.${signature}`, 'google')).toBeNull();
    expect(createStateCodec(SECRET, now).decode('garbage', 'google')).toBeNull();
  });
});

describe('cookie secret', () => {
  it('uses COOKIE_SECRET when given, else generates one under DATA_DIR (0600) and keeps it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gd-secret-'));
    try {
      expect(await loadCookieSecret(SECRET, dir)).toBe(SECRET);
      const first = await loadCookieSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await loadCookieSecret(undefined, dir)).toBe(first);
      expect((await stat(path.join(dir, 'cookie-secret'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
