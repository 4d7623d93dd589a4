import { createHmac, timingSafeEqual } from 'node:crypto';
import { AD_CHANNELS, AD_SERVE_TOKEN_TTL_SECONDS, type AdChannel } from '@growday/contracts';

/**
 * The serve token of one served ad: which creative we answered, for which request, channel and
 * inventory, and when, signed with an HMAC of the cookie secret. Impressions and clicks count only
 * with a token we issued, so they cannot be made up for ads nobody was shown; a token counts once
 * per creative and request (the tables' keys), so replaying it counts nothing more.
 */
export interface ServeClaims {
  creativeId: number;
  requestId: string;
  channel: AdChannel;
  inventoryId: string | null;
  /** Issue time, epoch seconds. */
  issuedAt: number;
}

interface Packed {
  c: number;
  r: string;
  ch: string;
  i: string | null;
  t: number;
}

export interface ServeTokens {
  issue(claims: Omit<ServeClaims, 'issuedAt'>, now: Date): string;
  /** The claims of a token we issued that is still within AD_SERVE_TOKEN_TTL_SECONDS, else null. */
  verify(token: string, now: Date): ServeClaims | null;
}

export function createServeTokens(secret: string): ServeTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(`ad-serve:${payload}`).digest('base64url');
  return {
    issue(claims, now) {
      const packed: Packed = {
        c: claims.creativeId,
        r: claims.requestId,
        ch: claims.channel,
        i: claims.inventoryId,
        t: Math.floor(now.getTime() / 1000),
      };
      const payload = Buffer.from(JSON.stringify(packed)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(token, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let packed: Packed;
      try {
        packed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Packed;
      } catch {
        return null;
      }
      const age = Math.floor(now.getTime() / 1000) - packed.t;
      if (!(age >= -60 && age <= AD_SERVE_TOKEN_TTL_SECONDS)) return null;
      if (!(AD_CHANNELS as readonly string[]).includes(packed.ch)) return null;
      return {
        creativeId: packed.c,
        requestId: packed.r,
        channel: packed.ch as AdChannel,
        inventoryId: packed.i,
        issuedAt: packed.t,
      };
    },
  };
}
