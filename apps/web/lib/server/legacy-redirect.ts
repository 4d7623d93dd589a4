import { NextResponse, type NextRequest } from 'next/server';
import { webOrigin } from './env';

/**
 * A permanent (308) redirect from one of the community host's addresses the spec names (SH-API-17)
 * to the page that serves it here, keeping the query. The target is one of our own route
 * constants on WEB_ORIGIN (not the request's Host, which a proxy may rewrite), so no input can
 * point it elsewhere.
 */
export function legacyRedirect(target: string) {
  return (request: NextRequest) => {
    const url = new URL(target, webOrigin());
    url.search = request.nextUrl.search;
    return NextResponse.redirect(url, 308);
  };
}
