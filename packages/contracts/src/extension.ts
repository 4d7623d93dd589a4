/**
 * The browser extension's fixed identity. Chrome derives the id from the manifest key (SHA-256 of
 * the public key, first 32 hex digits written with the letters a-p), so the API can allow exactly
 * this origin. Only the public key is kept; the store signs releases with its own key.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1MnCU720Q6P2IAbkQ+/MjGpsJfstOVxulk3TJgT1U31zO0Tvr+k/1Lp1ohTXFCARlRqwAt4RLTGJD8yjXb4q0GTStTRljoT5+C3P1/SVuRMI5Nl+o1OErG+hboCGnkmh6jB/hO+9QQwj0azeX7V3tfrYZmSXsk3+8qESVll5zuuSel1eAoRlqNbTzjgM1eqx8ViBEs02WCIzJXGD0DF2wfhnNRxPy2G6MgDQgTdKshWaJcHLmupUgr1bu089/vG9jfK0dfwOGV+UXctaZgBvMlC9oml75/VnolS1Z5KiIvaxM4R1U6qaXV0LVrxv9ujz11Y0naHi84PX0tANwg4VbQIDAQAB';
export const EXTENSION_ID = 'jflffapameopjhofnlmdimjjpdhjjknl';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;
/** Firefox needs an explicit add-on id in its manifest. */
export const FIREFOX_ADDON_ID = 'newtab@growday.example';

/**
 * Id of the home page's empty element where the browser extension may mount its own UI (SH-ROUTE-01),
 * e.g. a content script showing reward status on the website's home.
 */
export const EXTENSION_MOUNT_ID = 'gd-extension-mount';

/**
 * The new tab imports its React part once the cached cards were presented (the first contentful
 * paint), so compiling that script does not compete with drawing them; it waits at most this long
 * for the paint entry, in case a browser never reports one (docs/decisions.md, issue 13).
 */
export const NEW_TAB_APP_START_MAX_WAIT_MS = 500;
