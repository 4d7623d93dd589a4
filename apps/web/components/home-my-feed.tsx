'use client';

import { MyFeedSection } from '@growday/ui';
import { useMyFeedPopup } from './my-feed-popup-provider';
import { withQueryScope } from './query-scope';

function MyFeed({ viewerId }: { viewerId: number }) {
  const popup = useMyFeedPopup();
  return <MyFeedSection viewerId={viewerId} onEditTags={popup.open} />;
}

/**
 * The signed-in home's My Feed section, in the session's query scope; the server page renders it
 * only for a signed-in viewer.
 */
export const HomeMyFeed = withQueryScope(MyFeed);
