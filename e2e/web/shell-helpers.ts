import {
  COOKIE,
  INTRO_MODAL_HIDDEN_VALUE,
  NEWER_APP_VERSION_COOKIE_VALUE,
  type HostPlatform,
} from '@growday/contracts';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_WEB_ORIGIN } from '../stack';
import { reactHydrated } from './hydration';

/** The layout matrix's widths: a phone, a narrow desktop window and a wide desktop. */
export const SHELL_WIDTHS = [375, 768, 1440] as const;
export type ShellWidth = (typeof SHELL_WIDTHS)[number];
export const SHELL_PLATFORMS = ['web', 'cashwalk', 'timespread'] as const satisfies readonly HostPlatform[];
export type ShellPlatformName = (typeof SHELL_PLATFORMS)[number];

/** A phone's user agent (device class MW); the other widths keep a desktop one (PC). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** What a phone adds to a viewport: its user agent, the mobile meta viewport and touch. */
export const PHONE_EMULATION = { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } as const;
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface ShellContextOptions {
  platform: ShellPlatformName;
  width: ShellWidth;
  /** The native app's version cookie; the native platforms default to the newer version (2.0.0). */
  appVersion?: string | null;
}

/**
 * A browser context as the given host sees the site: the viewport, a phone or desktop user agent,
 * the intro modal dismissed, and for the native apps the platform and version cookies they set
 * (platform module, COOKIE).
 */
export async function shellContext(browser: Browser, options: ShellContextOptions): Promise<BrowserContext> {
  const phone = options.width < 768;
  const context = await browser.newContext({
    viewport: { width: options.width, height: phone ? 740 : 900 },
    ...(phone ? PHONE_EMULATION : { userAgent: DESKTOP_USER_AGENT }),
  });
  // The first-visit intro modal would cover the layout: dismissed for good, as its cookie allows (SH-UI-09).
  await context.addCookies([{ name: COOKIE.introModal, value: INTRO_MODAL_HIDDEN_VALUE, url: E2E_WEB_ORIGIN }]);
  if (options.platform !== 'web') {
    const version = options.appVersion === undefined ? NEWER_APP_VERSION_COOKIE_VALUE : options.appVersion;
    await context.addCookies([
      { name: COOKIE.platform, value: options.platform, url: E2E_WEB_ORIGIN },
      ...(version ? [{ name: COOKIE.appVersion, value: version, url: E2E_WEB_ORIGIN }] : []),
    ]);
  }
  return context;
}

/** Wait until React has attached its handlers to the shell (the header's categories button or the bar). */
export async function shellHydrated(page: Page): Promise<void> {
  await reactHydrated(page, '[data-header-icon="categories"]', '[data-bar-item="all"]');
}

export const appHeader = (page: Page) => page.getByTestId('app-header');
export const bottomBar = (page: Page) => page.getByTestId('bottom-bar');
export const sideMenu = (page: Page) => page.getByTestId('side-menu');
export const folder = (menu: Locator, key: string) => menu.locator(`.gd-side-folder[data-folder="${key}"]`);

/** A computed style property of the first match. */
export async function computed(locator: Locator, property: string): Promise<string> {
  return locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Every folder's open flag in document order, as `key=true|false`. */
export async function folderStates(menu: Locator): Promise<string[]> {
  await expect(menu.locator('.gd-side-folder').first()).toBeVisible();
  return menu
    .locator('.gd-side-folder')
    .evaluateAll((folders) => folders.map((el) => `${el.getAttribute('data-folder')}=${el.getAttribute('data-open')}`));
}
