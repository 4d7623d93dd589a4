import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameSchema } from '@growday/contracts';
import { users } from '../src/db/schema';
import { usernameFromHint } from '../src/modules/auth/identities-repository';
import { currentUserId, runSignIn } from './helpers/oauth-flow';
import { startOAuthTestProvider, type OAuthTestProvider } from './helpers/oauth-test-provider';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let provider: OAuthTestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOAuthTestProvider();
  t = await createTestApp({ seeded: false, env: provider.env() });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const userRow = async (id: number | null) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id!));
  return row;
};

describe('usernames made from provider names', () => {
  it('turns spaces into _, drops refused characters and cuts to the maximum length', () => {
    expect(usernameFromHint('김 개발')).toBe('김_개발');
    expect(usernameFromHint('  dev!!@ster ')).toBe('devster');
    expect(usernameFromHint('a'.repeat(40))).toBe('a'.repeat(30));
    for (const hint of ['x', '!!!', '', null, '🙂🙂']) expect(usernameFromHint(hint), String(hint)).toBeNull();
    expect(usernameSchema.safeParse(usernameFromHint('Ünïcode Näme 2026')).success).toBe(true);
  });

  it('gives a taken name a numbered variant, and a name with nothing usable no username', async () => {
    await signIn(t.app, 'taken_name');
    provider.setProfile('github', { id: 9001, login: 'taken_name', name: null, avatar_url: null, email: null });
    const run = await runSignIn(t.app, 'github');
    const row = await userRow(await currentUserId(t.app, run.sessionCookie));
    expect(row?.username).toMatch(/^taken_name_\d{4}$/);

    provider.setProfile('kakao', { id: 9002, kakao_account: { profile: { nickname: '!!' } } });
    const bare = await runSignIn(t.app, 'kakao');
    const bareRow = await userRow(await currentUserId(t.app, bare.sessionCookie));
    expect(bareRow).toBeDefined();
    expect(bareRow?.username).toBeNull();
  });
});

describe('linking by e-mail', () => {
  it('links a second provider only when both providers verified the same address', async () => {
    provider.setProfile('google', {
      sub: 'link-g-1',
      email: 'Same.Person@Example.com',
      email_verified: true,
      name: 'Same Person',
      picture: null,
    });
    const google = await currentUserId(t.app, (await runSignIn(t.app, 'google')).sessionCookie);
    expect((await userRow(google))?.email).toBe('same.person@example.com');

    provider.setProfile('kakao', {
      id: 5550001,
      kakao_account: {
        email: 'same.person@example.com',
        is_email_valid: true,
        is_email_verified: true,
        profile: { nickname: 'same kakao' },
      },
    });
    const kakao = await currentUserId(t.app, (await runSignIn(t.app, 'kakao')).sessionCookie);
    expect(kakao).toBe(google);

    // Naver gives no verified flag: the same address makes a separate account.
    provider.setProfile('naver', {
      resultcode: '00',
      message: 'success',
      response: {
        id: 'link-n-1',
        email: 'same.person@example.com',
        name: 'N',
        nickname: 'same_naver',
        profile_image: null,
      },
    });
    const naver = await currentUserId(t.app, (await runSignIn(t.app, 'naver')).sessionCookie);
    expect(naver).toEqual(expect.any(Number));
    expect(naver).not.toBe(google);
    expect((await userRow(naver))?.email).toBeNull();
  });

  it('an unverified Google address neither links nor becomes the account e-mail', async () => {
    provider.setProfile('google', {
      sub: 'link-g-2',
      email: 'same.person@example.com',
      email_verified: false,
      name: 'Impostor',
      picture: null,
    });
    const first = await currentUserId(t.app, (await runSignIn(t.app, 'google')).sessionCookie);
    provider.setProfile('google', {
      sub: 'link-g-1',
      email: 'same.person@example.com',
      email_verified: true,
      name: 'Same Person',
      picture: null,
    });
    const owner = await currentUserId(t.app, (await runSignIn(t.app, 'google')).sessionCookie);
    expect(first).not.toBe(owner);
    expect((await userRow(first))?.email).toBeNull();
  });
});
