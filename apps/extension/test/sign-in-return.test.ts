import { describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN } from '@growday/contracts';
import { hostileRedirects, staysOnOurOrigins } from '../../../packages/contracts/test/hostile-redirects';
import { NEW_TAB_PAGE } from '../src/manifest';
import { signInReturnAddress } from '../src/sign-in-return';

const NEW_TAB = `${EXTENSION_ORIGIN}/${NEW_TAB_PAGE}`;

describe("the extension's sign-in return", () => {
  it('SH-LOGIN-08 is the new tab the reader is on', () => {
    expect(signInReturnAddress(NEW_TAB, EXTENSION_ORIGIN)).toBe(NEW_TAB);
    expect(signInReturnAddress(`${NEW_TAB}#feed`, EXTENSION_ORIGIN)).toBe(`${NEW_TAB}#feed`);
  });

  for (const { name, target } of hostileRedirects(EXTENSION_ORIGIN)) {
    it(`${name} never leaves the extension`, () => {
      const address = signInReturnAddress(target, EXTENSION_ORIGIN);
      expect(staysOnOurOrigins(address, [EXTENSION_ORIGIN])).toBe(true);
      expect(address.startsWith(`${EXTENSION_ORIGIN}/`)).toBe(true);
    });
  }
});
