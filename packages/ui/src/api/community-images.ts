import {
  COMMUNITY_COPY,
  COMMUNITY_IMAGE_FIELD,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_PATHS,
} from '@growday/contracts/client';
import { isApiErrorStatus } from './api-error';
import type { ApiClient } from './client';

/** A stored community image: its key and the address a Markdown image uses. */
export interface CommunityImage {
  key: string;
  url: string;
}

/**
 * `POST community/images` (uploadCommunityImage): the API decodes the bytes, refuses what is not a
 * JPEG, PNG, WebP or GIF (415) or is over COMMUNITY_IMAGE_MAX_BYTES (413), and stores a WebP copy.
 */
export function uploadCommunityImage(api: ApiClient, file: Blob, fileName = 'image'): Promise<CommunityImage> {
  const form = new FormData();
  form.append(COMMUNITY_IMAGE_FIELD, file, fileName);
  return api.request<CommunityImage>(COMMUNITY_PATHS.communityImages, { method: 'POST', body: form });
}

/** A file the picker gave that cannot pass the API's size check; checked before any byte is sent. */
export const communityImageTooLarge = (file: Blob) => file.size > COMMUNITY_IMAGE_MAX_BYTES;

/** The Korean message for a failed upload: too big, not an image, or anything else. */
export function communityImageErrorMessage(error: unknown): string {
  if (isApiErrorStatus(error, 413)) return COMMUNITY_COPY.imageTooLarge;
  if (isApiErrorStatus(error, 415)) return COMMUNITY_COPY.imageWrongType;
  return COMMUNITY_COPY.imageFailed;
}

/**
 * The Markdown image for an upload. The alt text comes from the file name without its extension,
 * with the characters that would end the alt or the link taken out.
 */
export function communityImageMarkdown(fileName: string, url: string): string {
  const alt = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[[\]()\\`*_<>!\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `![${alt || COMMUNITY_COPY.imageAlt}](${url})`;
}
