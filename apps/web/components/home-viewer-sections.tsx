'use client';

import dynamic from 'next/dynamic';

// The signed-in home's pieces, in chunks of their own (issue 13): a visitor's home never downloads
// the reward widget or the My Feed section; a member's is still rendered on the server. The split
// must sit in a client module: a server page's dynamic() of a client component does not split.
// Each brings the session's query scope, as the home's lists do (home-lists-lazy.tsx).
export const HomeCashReward = dynamic(() => import('./home-cash-reward').then((m) => m.HomeCashReward));
export const HomeMyFeed = dynamic(() => import('./home-my-feed').then((m) => m.HomeMyFeed));
