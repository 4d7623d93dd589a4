/** Images through the resizer and stored files (FILES_BASE_PATH in paths.ts is the files route's base). */
export const MEDIA_PATHS = {
  resizeImage: '/api/v1/images/resize',
  files: '/api/v1/files/*',
} as const;
