export { readCookie, readJsonCookie, type CookieSource } from './cookies';
export { compareVersions, parseVersion } from './semver';
export {
  appVersionBands,
  isInVersionBand,
  readAppVersion,
  type AppVersionBandName,
  type VersionBand,
} from './app-version-bands';
export { readDeviceClass, readMobileOs } from './device-class';
export { isConnectedAppContainer, readHostPlatform, type ReadHostPlatformOptions } from './host-platform';
export { readPlatformContext, type PlatformContext } from './platform-context';
export { callBridge, closeApp, hasBridge, postBridgeEvent, type BridgeMessage, type CallBridgeOptions } from './bridge';
export { parentDomain, serializeBrowserCookie, type BrowserCookieOptions } from './browser-cookies';
export {
  platformCookieStrings,
  readPlatformAnnouncement,
  readPlatformQuery,
  type PlatformAnnouncement,
} from './platform-cookies';
export { readThemePreference, renderedTheme, themeCookieString } from './theme';
export { registerServiceWorker } from './service-worker';
