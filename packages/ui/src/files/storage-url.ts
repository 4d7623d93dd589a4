/** URL of a stored file (thumbnail, icon) under the files route of the API host. */
export function storageUrl(storageBaseUrl: string, storageKey: string): string {
  const base = storageBaseUrl.endsWith('/') ? storageBaseUrl.slice(0, -1) : storageBaseUrl;
  const key = storageKey
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${base}/${key}`;
}
