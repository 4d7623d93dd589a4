'use client';

import dynamic from 'next/dynamic';

/**
 * The news page's view counter, loaded after the page is up (issue 13, Bundle budgets): it renders
 * nothing and counts from the browser once mounted, so its code (the API call) need not hold up the
 * first load, and the server has nothing to render for it.
 */
export const NewsViewRecorderLazy = dynamic(() => import('./scoped/news-view').then((m) => m.NewsViewRecorder), {
  ssr: false,
});
