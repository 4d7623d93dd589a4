'use client';

import { MyFeedSection } from '@growday/ui';
import { useMyFeedPopup } from './my-feed-popup-provider';

/** The signed-in home's My Feed section; the server page renders it only for a signed-in viewer. */
export function HomeMyFeed({ viewerId }: { viewerId: number }) {
  const popup = useMyFeedPopup();
  return <MyFeedSection viewerId={viewerId} onEditTags={popup.open} />;
}
