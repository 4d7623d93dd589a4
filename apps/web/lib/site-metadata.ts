import * as COPY from '@growday/contracts/copy';
import type { Metadata } from 'next';

/** Open Graph fields every page carries (a page's own `openGraph` replaces the layout's). */
export const SITE_OPEN_GRAPH = {
  siteName: COPY.site.name,
  locale: 'ko_KR',
} as const;

export interface PageHeadInput {
  /** The page's own title; absent means the site's default title (the slogan, SH-PAGE-01). */
  title?: string | undefined;
  description?: string | undefined;
  /** The page's path (with its query when it names the content), made absolute by metadataBase. */
  path: string;
}

/** The full title as it appears in the tab and in previews (the layout's `%s | name` template). */
export function fullPageTitle(title: string | undefined): string {
  return title ? `${title} | ${COPY.site.name}` : COPY.site.defaultTitle;
}

/**
 * The page-head helper (SH-PAGE-02): title, description, canonical address, Open Graph and
 * Twitter tags of a page. News and feed detail pages build theirs from the item instead (SH-PAGE-03).
 */
export function pageMetadata({ title, description = COPY.site.description, path }: PageHeadInput): Metadata {
  const previewTitle = fullPageTitle(title);
  return {
    title: title ?? { absolute: COPY.site.defaultTitle },
    description,
    alternates: { canonical: path },
    openGraph: { ...SITE_OPEN_GRAPH, type: 'website', title: previewTitle, description, url: path },
    twitter: { card: 'summary', title: previewTitle, description },
  };
}

/** Longest description in social previews. */
export const PREVIEW_DESCRIPTION_LENGTH = 160;

/** One line of at most PREVIEW_DESCRIPTION_LENGTH characters for a preview description. */
export function previewDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_DESCRIPTION_LENGTH ? `${flat.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1)}…` : flat;
}
