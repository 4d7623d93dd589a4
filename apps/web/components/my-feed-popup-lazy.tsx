'use client';

import { MyFeedPopup } from '@growday/ui';
import { withQueryScope } from './query-scope';

/**
 * Loaded with import() on first opening (my-feed-popup-provider.tsx), so only this export of the
 * UI package goes into the lazy chunk; in a query scope of its own, since the layout that opens it
 * has none (its save refreshes the followed tags, and the side menu follows through the session).
 */
export default withQueryScope(MyFeedPopup);
