import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Signer } from '@fastify/cookie';
import { z } from 'zod';
import {
  loginPlatformSchema,
  OAUTH_STATE_TTL_SECONDS,
  socialProviderSchema,
  type SocialProvider,
} from '@growday/contracts';

/** What a sign-in carries from its start to its callback, inside the signed state. */
export interface OAuthFlow {
  provider: SocialProvider;
  next: string | undefined;
  platform: 'web' | 'extension';
}

const payloadSchema = z.object({
  /** Nonce: two starts never share a state. */
  n: z.string(),
  p: socialProviderSchema,
  next: z.string().optional(),
  platform: loginPlatformSchema,
  /** Issued at (ms on the app clock); the cookie's max age is only the browser's side of expiry. */
  iat: z.number(),
});

/**
 * The OAuth state is `base64url(json).signature`. The plugin writes the same string into the
 * state cookie and compares it with the state that comes back, so next= and platform= travel
 * with the state, and the signature means neither the browser nor the provider can change them.
 */
export function createStateCodec(secret: string, now: () => Date) {
  const signer = new Signer(secret);
  return {
    encode(flow: OAuthFlow): string {
      const payload = {
        n: randomBytes(16).toString('base64url'),
        p: flow.provider,
        ...(flow.next ? { next: flow.next } : {}),
        platform: flow.platform,
        iat: now().getTime(),
      };
      return signer.sign(Buffer.from(JSON.stringify(payload)).toString('base64url'));
    },

    /** The flow of a state this server signed for this provider within its lifetime, else null. */
    decode(state: string | undefined, provider: SocialProvider): OAuthFlow | null {
      if (!state) return null;
      const unsigned = signer.unsign(state);
      if (!unsigned.valid || unsigned.value === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = payloadSchema.safeParse(json);
      if (!parsed.success || parsed.data.p !== provider) return null;
      const age = now().getTime() - parsed.data.iat;
      if (age < 0 || age > OAUTH_STATE_TTL_SECONDS * 1000) return null;
      return { provider, next: parsed.data.next, platform: parsed.data.platform };
    },
  };
}
export type StateCodec = ReturnType<typeof createStateCodec>;

const SECRET_FILE = 'cookie-secret';

/**
 * COOKIE_SECRET when given; otherwise one generated on first start and kept in DATA_DIR (0600),
 * so `npm start` needs no setup and a restart does not break sign-ins in flight.
 */
export async function loadCookieSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
