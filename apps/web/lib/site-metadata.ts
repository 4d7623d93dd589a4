import { COPY } from '@growday/contracts';

/** Open Graph fields every page carries (a page's own `openGraph` replaces the layout's). */
export const SITE_OPEN_GRAPH = {
  siteName: COPY.site.name,
  locale: 'ko_KR',
} as const;
