import { FILES_BASE_PATH } from '@growday/contracts/client';

/** The API host this build talks to (GD_API_ORIGIN at build time). */
export const API_ORIGIN: string = __GD_API_ORIGIN__;
/** The website card links open (GD_WEB_ORIGIN at build time). */
export const WEB_ORIGIN: string = __GD_WEB_ORIGIN__;
/** Stored files (thumbnails, icons) are served by the API host. */
export const STORAGE_BASE_URL = `${API_ORIGIN}${FILES_BASE_PATH}`;
