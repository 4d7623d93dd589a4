import { parseRedirectTarget, REDIRECT_LOGIN_PARAMS, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { RedirectLogin } from '@/components/redirect-login';
import { webConfig, webOrigin } from '@/lib/server/env';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  // The single-use token is in this page's address: never send it on as a referrer.
  referrer: 'no-referrer',
};

interface RedirectLoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function first(value: string | string[] | undefined): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one ? one : null;
}

/**
 * /redirect-login on the community host (CC-ROUTE-16): trades the token for a session here, then
 * goes to the redirect target, which must be on our own hosts. A missing or refused target, and a
 * failed exchange, land on the community home (/community on the community host), not on `/`,
 * which is the news home when the community shares the website's host.
 */
export default async function RedirectLoginPage({ searchParams }: RedirectLoginPageProps) {
  const params = await searchParams;
  const community = webConfig().communityOrigin;
  const home = `${community}${ROUTES.community}`;
  const target =
    parseRedirectTarget(first(params[REDIRECT_LOGIN_PARAMS.redirect]), [webOrigin(), community], community) ?? home;
  return <RedirectLogin token={first(params[REDIRECT_LOGIN_PARAMS.token])} target={target} home={home} />;
}
