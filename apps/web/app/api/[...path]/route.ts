import { proxyToApi } from '@/lib/server/api-proxy';

/**
 * Same-origin path to the API: every method under /api goes to the API server. A route handler
 * (not `rewrites()`, which the build freezes) so the API origin stays configurable at run time.
 */
export const dynamic = 'force-dynamic';

export const GET = proxyToApi;
export const HEAD = proxyToApi;
export const POST = proxyToApi;
export const PUT = proxyToApi;
export const PATCH = proxyToApi;
export const DELETE = proxyToApi;
export const OPTIONS = proxyToApi;
