import { parseRedirectTarget } from '@growday/contracts/client';
import { NEW_TAB_PAGE } from './manifest';

/**
 * The next= the new tab's sign-in carries (SH-LOGIN-08): the page's own address when it is checked
 * to be on this extension's origin, else the new tab itself. The API checks next= again against its
 * allowlist, so neither side alone decides where the browser goes after signing in.
 */
export function signInReturnAddress(current: string, extensionOrigin: string): string {
  const origin = extensionOrigin.replace(/\/+$/, '');
  return parseRedirectTarget(current, [origin], origin) ?? `${origin}/${NEW_TAB_PAGE}`;
}
