import { DEFAULT_API_PORT, INTERN_DEFAULT_URL, RECRUIT_DEFAULT_URL } from '@growday/contracts';
import { webOrigin } from './env';

/**
 * The hosts the website links to and calls, configured in this one place (read at run time):
 *
 * - `SHORT_ORIGIN`: the short-domain host of share links (default: the web origin);
 * - `API_ORIGIN`: the API's public origin (default `http://localhost:$API_PORT`);
 * - `COMMUNITY_ORIGIN`: the community host (default: the web origin, which serves /community);
 * - `INTERNAL_HOSTS`: more internal hosts, comma-separated: the test variants (staging) of the
 *   above, as origins or host names.
 *
 * Links to any of them never get the reward-app webview's external marker (CC-PLAT-03).
 */
function origin(value: string | undefined, fallback: string): string {
  return (value?.trim() || fallback).replace(/\/+$/, '');
}

export function shortOrigin(): string {
  return origin(process.env.SHORT_ORIGIN, webOrigin());
}

export function apiPublicOrigin(): string {
  return origin(process.env.API_ORIGIN, `http://localhost:${process.env.API_PORT ?? DEFAULT_API_PORT}`);
}

export function communityOrigin(): string {
  return origin(process.env.COMMUNITY_ORIGIN, webOrigin());
}

/** Every internal host, as origins or host names (`markExternalLink` normalises them). */
export function internalHosts(): string[] {
  const extra = (process.env.INTERNAL_HOSTS ?? '').split(',');
  const all = [webOrigin(), shortOrigin(), apiPublicOrigin(), communityOrigin(), ...extra].map((entry) => entry.trim());
  return [...new Set(all.filter(Boolean))];
}

/** The Kakao JavaScript key of the Kakao share; none means the share answers with the error alert. */
export function kakaoAppKey(): string | undefined {
  return process.env.KAKAO_JS_KEY?.trim() || process.env.NEXT_PUBLIC_KAKAO_JS_KEY?.trim() || undefined;
}

/** The header's external job-listing sites (env RECRUIT_URL / INTERN_URL, else the contracts' defaults). */
export function jobSiteUrls(): { recruit: string; intern: string } {
  return {
    recruit: process.env.RECRUIT_URL?.trim() || RECRUIT_DEFAULT_URL,
    intern: process.env.INTERN_URL?.trim() || INTERN_DEFAULT_URL,
  };
}
