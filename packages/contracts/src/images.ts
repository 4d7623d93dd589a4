import { CARD_IMAGE } from './constants';

/** Thumbnail box of a popular-panel item (shown at half this size; twice the pixels for dense screens). */
export const POPULAR_THUMBNAIL = { width: 144, height: 72 } as const;

/**
 * The only sizes the resize service makes: the ones the product renders (the card image and the
 * popular-panel thumbnail). Any other w x h is refused, so a script cannot fill the disk cache or
 * the CPU with sizes nobody shows.
 */
export const RESIZE_SIZES: readonly { readonly width: number; readonly height: number }[] = [
  CARD_IMAGE,
  POPULAR_THUMBNAIL,
];

/** Largest source the resize service decodes, in pixels (width x height, 5000 x 5000). */
export const RESIZE_MAX_INPUT_PIXELS = 25_000_000;
/** Resizes that run at once per API process (the rest wait their turn). */
export const RESIZE_CONCURRENCY = 2;
/** Resizes that may wait for a turn; past this the service answers 503 rather than queue without end. */
export const RESIZE_QUEUE_MAX = 64;
/** Disk the resized-image cache may use by default (RESIZE_CACHE_MB), least recently used evicted. */
export const RESIZE_CACHE_DEFAULT_MB = 256;
