import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { COPY, ERROR_CODE, PROFILE_FORM_FIELDS, PROFILE_IMAGE_SIDE_PX, PROFILE_IMAGE_TYPES } from '@growday/contracts';
import { HttpError } from '../../plugins/error-handler';
import type { FileStore } from '../files/file-store';
import { storageKeySchema } from '../files/stored-files';

/** Storage keys of uploaded profile images; only keys under it are ever deleted. */
export const PROFILE_KEY_PREFIX = 'profiles/';
const PROFILE_WEBP_QUALITY = 82;
/** A small file can declare a huge canvas; refuse to decode more pixels than this (about 8000 x 6000). */
const MAX_INPUT_PIXELS = 48_000_000;

const TYPE_BY_FORMAT: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const unsupportedImage = () =>
  new HttpError(400, ERROR_CODE.unsupportedMediaType, COPY.profileErrors.imageType, PROFILE_FORM_FIELDS.profile);

/**
 * The upload as the stored square WebP. The type is what the bytes decode as, never the declared
 * content type or the file name: anything else (SVG, HEIC, TIFF, text) is refused.
 */
export async function toProfileWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupportedImage();
  }
  const type = format ? TYPE_BY_FORMAT[format] : undefined;
  if (!type || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(type)) throw unsupportedImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // honour EXIF orientation before cropping
      .resize(PROFILE_IMAGE_SIDE_PX, PROFILE_IMAGE_SIDE_PX, { fit: 'cover' })
      .webp({ quality: PROFILE_WEBP_QUALITY })
      .toBuffer();
  } catch {
    // The header looked fine but the pixels did not decode (truncated or corrupt file).
    throw unsupportedImage();
  }
}

/** Profile images in the file store (FILE_STORE), where the files route serves them. */
export function createProfileImageStore(files: FileStore) {
  return {
    /** Stores the image under a fresh random key. */
    async save(webp: Buffer): Promise<string> {
      const key = `${PROFILE_KEY_PREFIX}${randomBytes(16).toString('hex')}.webp`;
      await files.write(key, webp);
      return key;
    },

    /** Deletes an uploaded profile image; keys of anything else (demo images, remote URLs) are left alone. */
    async remove(key: string | null | undefined): Promise<void> {
      if (!key || !key.startsWith(PROFILE_KEY_PREFIX) || !storageKeySchema.safeParse(key).success) return;
      await files.remove(key);
    },
  };
}
export type ProfileImageStore = ReturnType<typeof createProfileImageStore>;
