import { ROUTES } from '@growday/contracts/client';
import { legacyRedirect } from '@/lib/server/legacy-redirect';

/** The community host's best posts (SH-API-17): the best list lives at /best. */
export const GET = legacyRedirect(ROUTES.best);
