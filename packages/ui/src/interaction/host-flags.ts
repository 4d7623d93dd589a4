import { isConnectedAppContainer, readHostPlatform } from '../platform/host-platform';

/** True on a page served from an extension package (a host that did not say `isExtension`). */
export function isExtensionPage(): boolean {
  return typeof location !== 'undefined' && /^(chrome|moz)-extension:$/.test(location.protocol);
}

/** Inside a connected app container, read from the page's cookies by the platform module. */
export function isInConnectedApp(): boolean {
  return typeof document !== 'undefined' && isConnectedAppContainer(readHostPlatform(document.cookie));
}
