import { z } from 'zod';
import type { SocialProvider } from '@growday/contracts';

/** One provider's profile, reduced to what sign-in keeps. */
export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  /** Only a provider's own "verified" flag counts; an address without one never links accounts. */
  emailVerified: boolean;
  name: string | null;
  /** What a new user's username is made from. */
  usernameHint: string | null;
  profileImageUrl: string | null;
}

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));

const kakao = z.object({
  id,
  kakao_account: z
    .object({
      email: text,
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      profile: z.object({ nickname: text, profile_image_url: text }).nullish(),
    })
    .nullish(),
});

const naver = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id, email: text, name: text, nickname: text, profile_image: text }),
});

const github = z.object({ id, login: z.string().min(1), name: text, avatar_url: text, email: text });

const google = z.object({
  sub: id,
  email: text,
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).nullish(),
  name: text,
  picture: text,
});

/** Each provider's profile answer, validated and mapped; a shape that does not parse fails the sign-in. */
export const PROFILE_MAPPERS: Record<SocialProvider, (raw: unknown) => SocialProfile> = {
  kakao: (raw) => {
    const p = kakao.parse(raw);
    const account = p.kakao_account;
    return {
      providerUserId: p.id,
      email: account?.email ?? null,
      emailVerified: account?.is_email_verified === true && account.is_email_valid === true,
      name: account?.profile?.nickname ?? null,
      usernameHint: account?.profile?.nickname ?? null,
      profileImageUrl: account?.profile?.profile_image_url ?? null,
    };
  },
  naver: (raw) => {
    const { response: r } = naver.parse(raw);
    return {
      providerUserId: r.id,
      email: r.email,
      // Naver's profile has no verified flag.
      emailVerified: false,
      name: r.name ?? r.nickname,
      usernameHint: r.nickname ?? r.name,
      profileImageUrl: r.profile_image,
    };
  },
  github: (raw) => {
    const p = github.parse(raw);
    return {
      providerUserId: p.id,
      email: p.email,
      // GET /user has no verified flag for the public address.
      emailVerified: false,
      name: p.name ?? p.login,
      usernameHint: p.login,
      profileImageUrl: p.avatar_url,
    };
  },
  google: (raw) => {
    const p = google.parse(raw);
    return {
      providerUserId: p.sub,
      email: p.email,
      emailVerified: p.email_verified === true,
      name: p.name,
      usernameHint: p.name ?? p.email?.split('@')[0] ?? null,
      profileImageUrl: p.picture,
    };
  },
};
