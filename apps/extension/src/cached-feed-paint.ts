import { CARD_IMAGE, CARD_TAG_MORE_THRESHOLD, COPY, ROUTES, postHref, type Post } from '@growday/contracts/client';
import { formatCount, resizeImageUrl, resolveThumbnailUrl, sourceIconUrl } from '@growday/ui/core';
import type { PostPage } from '@growday/ui';
import { toWebUrl } from './web-url';

/**
 * The cached feed drawn with plain DOM calls before React and the shared UI have loaded (issue 13,
 * the instant new tab): the same elements and class names as packages/ui's PostCard inside the new
 * tab's frame, so the first frame already shows the cards. React's first render replaces it all
 * (createRoot clears the container), with the same cached page from the query cache.
 */
export interface PaintOptions {
  webOrigin: string;
  apiOrigin: string;
  storageBaseUrl: string;
}

type Attrs = Record<string, string | number | undefined>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/** The card's scrap icon, as packages/ui's BookmarkIcon draws it. */
function bookmarkIcon(filled: boolean): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '18',
    height: '18',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M6 3.5h12v17l-6-4-6 4z');
  path.setAttribute('fill', filled ? 'currentColor' : 'none');
  svg.append(path);
  return svg;
}

/** An image's `src` and `alt`, set once the first frame is drawn (see paintCachedFeed). */
type ImageSource = [HTMLImageElement, Attrs];

/**
 * An `<img>` holding its size and classes but not yet its `src` and `alt`, which go to `sources`.
 * Hidden until it loads, as packages/ui's FadingImage hides a loading image ('pending'): an image
 * without a source would draw a grey placeholder border, and a failed one a broken-image icon.
 */
function pendingImage({ src, alt, ...attrs }: Attrs, sources: ImageSource[]): HTMLImageElement {
  const node = el('img', { ...attrs, 'data-status': 'pending' });
  node.addEventListener('load', () => node.removeAttribute('data-status'), { once: true });
  sources.push([node, { src, alt }]);
  return node;
}

function card(post: Post, eager: boolean, options: PaintOptions, sources: ImageSource[]): HTMLElement {
  const source = el('div', { class: 'gd-post-card__source' });
  const icon = sourceIconUrl(post.source, options.storageBaseUrl);
  if (icon)
    source.append(
      pendingImage(
        {
          src: icon,
          alt: '',
          class: 'gd-fade-image gd-source-icon',
          width: 20,
          height: 20,
          loading: 'lazy',
          decoding: 'async',
        },
        sources,
      ),
    );
  source.append(el('span', { class: 'gd-post-card__source-name' }, post.source.name));

  const title = el(
    'h3',
    { class: 'gd-post-card__title' },
    el('a', { href: toWebUrl(postHref(post), options.webOrigin), class: 'gd-post-card__link' }, post.title),
  );

  const parts: HTMLElement[] = [source, title];
  if (post.tags.length > 0) {
    // splitTags' rule (packages/ui tag-list.tsx): from the threshold on, the last visible chip is "+n".
    const shown =
      post.tags.length < CARD_TAG_MORE_THRESHOLD ? post.tags : post.tags.slice(0, CARD_TAG_MORE_THRESHOLD - 1);
    const list = el('ul', { class: 'gd-tags gd-tag-list gd-post-card__tags', 'data-tag-count': post.tags.length });
    for (const tag of shown)
      list.append(
        el(
          'li',
          {},
          el('a', { href: toWebUrl(ROUTES.postsByTag(tag.name), options.webOrigin), class: 'gd-tag' }, tag.name),
        ),
      );
    const hidden = post.tags.length - shown.length;
    if (hidden > 0)
      list.append(
        el('li', { class: 'gd-tag-more' }, el('span', { class: 'gd-tag gd-tag-more__button' }, `+${hidden}`)),
      );
    parts.push(list);
  }

  const thumb = el('div', { class: 'gd-thumb gd-post-card__thumb' });
  const image = resolveThumbnailUrl(post, options.storageBaseUrl);
  if (image) {
    const src = resizeImageUrl(image, CARD_IMAGE.width, CARD_IMAGE.height, options.apiOrigin);
    thumb.append(
      pendingImage(
        {
          src,
          alt: post.title,
          class: 'gd-fade-image gd-thumb__img',
          width: CARD_IMAGE.width,
          height: CARD_IMAGE.height,
          loading: eager ? 'eager' : 'lazy',
          decoding: 'async',
        },
        sources,
      ),
    );
  } else {
    thumb.append(
      el(
        'div',
        { class: 'gd-thumb-fallback' },
        el('span', { class: 'gd-thumb-fallback__text' }, post.tags[0]?.name ?? post.source.name),
      ),
    );
  }
  parts.push(thumb);

  const count = formatCount(post.bookmarkCount);
  const button = el(
    'button',
    {
      type: 'button',
      class: 'gd-stat gd-bookmark-button',
      title: COPY.post.scraps,
      'aria-label': COPY.a11y.bookmarkButton(count),
      'aria-pressed': String(post.viewerHasBookmarked),
      'data-testid': 'bookmark-button',
    },
    bookmarkIcon(post.viewerHasBookmarked),
    el('span', { 'aria-hidden': 'true' }, count),
  );
  parts.push(el('div', { class: 'gd-post-card__footer' }, button));

  return el(
    'article',
    { class: 'gd-post-card gd-surface', 'data-post-id': post.id, 'data-read': post.viewerHasRead ? 'true' : undefined },
    ...parts,
  );
}

/** How many cards load their image at once, as the React feed does (EAGER_IMAGE_COUNT). */
export const EAGER_CARDS = 4;

/**
 * Fills `container` with the new tab's frame and the cached page's cards. On a visible page only
 * the cards that start above the fold go into the first frame: that frame's style, layout, paint
 * and (software) raster cost grows with every card in it, and the reader sees only the first rows.
 * The cards below follow right after that frame (`later`), under the fold, so nothing the reader
 * sees moves. The images (thumbnails, source icons) get their `src` and `alt` then too: none could
 * be decoded in time for the first frame, and starting a dozen requests before it put several
 * milliseconds of main-thread work in front of the cards (and a failed one redraws as a broken
 * image). Their boxes are sized without a source, so nothing moves when they load. A hidden page
 * draws no frame, so it gets every card and image at once.
 */
export function paintCachedFeed(
  container: HTMLElement,
  page: PostPage,
  options: PaintOptions,
  later?: (task: () => void) => void,
): void {
  const grid = el('div', { class: 'gd-feed__grid' });
  const sources: ImageSource[] = [];
  page.edges.forEach(({ node }, index) => grid.append(card(node, index < EAGER_CARDS, options, sources)));
  const loadImages = () => {
    for (const [node, attrs] of sources)
      for (const [name, value] of Object.entries(attrs))
        if (value !== undefined) node.setAttribute(name, String(value));
  };
  container.replaceChildren(
    el('header', { class: 'gd-header' }, el('div', { class: 'gd-container gd-header__inner' })),
    el(
      'main',
      { class: 'gd-main gd-container', 'data-painted-from': 'cache' },
      el('h2', { class: 'gd-section-title' }, COPY.feed.latest),
      el('section', { class: 'gd-feed', 'aria-label': COPY.feed.latest }, grid),
    ),
  );
  if (!later) return loadImages();
  // One layout, which the frame reuses for the cards it keeps. A card starts a row, so the first
  // card at or below the fold starts the first row that is wholly below it.
  const cards = [...grid.children];
  const fold = window.innerHeight;
  const first = cards.findIndex((node) => node.getBoundingClientRect().top >= fold);
  const below = first > 0 ? cards.slice(first) : [];
  for (const node of below) node.remove();
  later(() => {
    grid.append(...below);
    loadImages();
  });
}
