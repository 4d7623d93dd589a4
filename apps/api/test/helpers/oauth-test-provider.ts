import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@growday/contracts';

/**
 * A small OAuth 2 authorization server on 127.0.0.1 for the four providers: authorize (consents
 * at once, or denies when told to), token (checks client, code, redirect_uri and the PKCE verifier;
 * codes are single use) and profile (checks the bearer token, answers that provider's shape).
 * Paths: /<provider>/authorize, /<provider>/token, /<provider>/profile.
 */
export interface OAuthTestProvider {
  origin: string;
  /** OAUTH_<P>_* variables that point the API at this server for every provider. */
  env(): Record<string, string>;
  clientId(provider: SocialProvider): string;
  clientSecret(provider: SocialProvider): string;
  /** The profile answer (in the provider's own shape) for the next sign-ins with this provider. */
  setProfile(provider: SocialProvider, profile: unknown): void;
  /** While on, authorize sends the browser back with error=access_denied. */
  setDeny(provider: SocialProvider, deny: boolean): void;
  /** The query of the last authorize request per provider (scope, PKCE challenge, state...). */
  lastAuthorize(provider: SocialProvider): URLSearchParams | undefined;
  /** Token requests refused so far, with the reason. */
  readonly refusals: string[];
  close(): Promise<void>;
}

interface Grant {
  provider: SocialProvider;
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  profile: unknown;
  used: boolean;
}

/** One default profile per provider, in each provider's shape. */
export function defaultProfiles(): Record<SocialProvider, unknown> {
  return {
    kakao: {
      id: 4100001,
      kakao_account: {
        email: 'kakao.user@example.com',
        is_email_valid: true,
        is_email_verified: true,
        profile: { nickname: '카카오 개발자', profile_image_url: 'https://k.kakaocdn.net/dn/p/profile.jpg' },
      },
    },
    naver: {
      resultcode: '00',
      message: 'success',
      response: {
        id: 'naver-unique-id-1',
        email: 'naver.user@example.com',
        name: '네이버 사용자',
        nickname: '네이버닉',
        profile_image: 'https://phinf.pstatic.net/contact/profile.png',
      },
    },
    github: {
      id: 583231,
      login: 'octo-dev',
      name: 'Octo Dev',
      avatar_url: 'https://avatars.githubusercontent.com/u/583231',
      email: null,
    },
    google: {
      sub: '109876543210987654321',
      email: 'google.user@example.com',
      email_verified: true,
      name: 'Google User',
      picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    },
  };
}

const CODE_TTL_MS = 60_000;
const clientId = (p: SocialProvider) => `test-${p}-client`;
const clientSecret = (p: SocialProvider) => `test-${p}-secret`;

/** OAUTH_<P>_* variables that point an API at a test provider running at `origin`. */
export function oauthTestProviderEnv(origin: string): Record<string, string> {
  return Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((p) => {
      const prefix = `OAUTH_${p.toUpperCase()}`;
      return [
        [`${prefix}_CLIENT_ID`, clientId(p)],
        [`${prefix}_CLIENT_SECRET`, clientSecret(p)],
        [`${prefix}_AUTHORIZE_URL`, `${origin}/${p}/authorize`],
        [`${prefix}_TOKEN_URL`, `${origin}/${p}/token`],
        [`${prefix}_PROFILE_URL`, `${origin}/${p}/profile`],
      ];
    }),
  );
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    return new URLSearchParams(Object.entries(JSON.parse(raw || '{}') as Record<string, string>));
  }
  return new URLSearchParams(raw);
}

export async function startOAuthTestProvider(opts: { port?: number; host?: string } = {}): Promise<OAuthTestProvider> {
  const host = opts.host ?? '127.0.0.1';
  const profiles = defaultProfiles();
  const deny = new Set<SocialProvider>();
  const authorizeQueries = new Map<SocialProvider, URLSearchParams>();
  const codes = new Map<string, Grant & { expires: number }>();
  const tokens = new Map<string, { provider: SocialProvider; profile: unknown }>();
  const refusals: string[] = [];

  function authorize(p: SocialProvider, url: URL, res: ServerResponse) {
    const q = url.searchParams;
    authorizeQueries.set(p, q);
    const redirectUri = q.get('redirect_uri');
    if (q.get('response_type') !== 'code' || q.get('client_id') !== clientId(p) || !redirectUri) {
      return send(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    if (deny.has(p)) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'User denied access');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        provider: p,
        redirectUri,
        challenge: q.get('code_challenge'),
        method: q.get('code_challenge_method'),
        profile: structuredClone(profiles[p]),
        used: false,
        expires: Date.now() + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(p: SocialProvider, req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const refuse = (reason: string) => {
      refusals.push(`${p}: ${reason}`);
      send(res, 400, { error: 'invalid_grant', error_description: reason });
    };
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic?.[1]) {
      const [u, s] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      id = decodeURIComponent(u ?? '');
      secret = decodeURIComponent(s ?? '');
    }
    if (id !== clientId(p) || secret !== clientSecret(p)) return refuse('client credentials');
    if (form.get('grant_type') !== 'authorization_code') return refuse('grant_type');
    const code = form.get('code') ?? '';
    const grant = codes.get(code);
    if (!grant || grant.provider !== p) return refuse('unknown code');
    if (grant.used) return refuse('code already used');
    grant.used = true;
    if (grant.expires < Date.now()) return refuse('code expired');
    if (form.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri');
    const verifier = form.get('code_verifier');
    if (grant.challenge !== null) {
      if (!verifier) return refuse('code_verifier missing');
      const computed = grant.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (computed !== grant.challenge) return refuse('code_verifier');
    }
    const accessToken = randomBytes(24).toString('hex');
    tokens.set(accessToken, { provider: p, profile: grant.profile });
    send(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600, scope: '' });
  }

  function profile(p: SocialProvider, req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const grant = bearer ? tokens.get(bearer) : undefined;
    if (!grant || grant.provider !== p) return send(res, 401, { error: 'invalid_token' });
    send(res, 200, grant.profile);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    // Readiness probe for whoever started us (Playwright's webServer).
    if (url.pathname === '/' && req.method === 'GET') return send(res, 200, { ok: true });
    const [, provider, step] = url.pathname.split('/');
    const p = SOCIAL_PROVIDERS.find((candidate) => candidate === provider);
    if (!p) return send(res, 404, { error: 'not_found' });
    if (step === 'authorize' && req.method === 'GET') return authorize(p, url, res);
    if (step === 'token' && req.method === 'POST') {
      token(p, req, res).catch(() => send(res, 500, { error: 'server_error' }));
      return;
    }
    if (step === 'profile' && req.method === 'GET') return profile(p, req, res);
    send(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    env: () => oauthTestProviderEnv(origin),
    clientId,
    clientSecret,
    setProfile: (p, value) => {
      profiles[p] = value;
    },
    setDeny: (p, on) => {
      if (on) deny.add(p);
      else deny.delete(p);
    },
    lastAuthorize: (p) => authorizeQueries.get(p),
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
