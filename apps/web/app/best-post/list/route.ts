import { ROUTES } from '@growday/contracts/client';
import { legacyRedirect } from '@/lib/server/legacy-redirect';

/** The community host's post list (SH-API-17): the community home lists the posts. */
export const GET = legacyRedirect(ROUTES.community);
