import { COPY, EXTENSION_PUBLIC_KEY, FIREFOX_ADDON_ID, PRODUCT_NAME } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { EXTENSION_PAGES, OPTIONS_PAGE, buildManifest } from '../src/manifest';

const options = { apiOrigin: 'https://api.growday.example/', webOrigin: 'https://growday.example', version: '1.2.3' };

describe('extension manifests', () => {
  it('gives Chrome a Manifest V3 new-tab override with the fixed key and the API host', () => {
    const manifest = buildManifest('chrome', options);
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: PRODUCT_NAME,
      description: COPY.site.description,
      version: '1.2.3',
      chrome_url_overrides: { newtab: 'new-tab.html' },
      host_permissions: ['https://api.growday.example/*'],
      key: EXTENSION_PUBLIC_KEY,
    });
    expect(manifest.content_security_policy.extension_pages).toBe("script-src 'self'; object-src 'self'");
    expect(manifest.permissions).toEqual(['storage']);
    expect(manifest).not.toHaveProperty('browser_specific_settings');
    expect(Object.values(manifest.icons ?? {})).toContain('icons/icon-128.png');
    // Chrome Web Store limit.
    expect(manifest.description.length).toBeLessThanOrEqual(132);
  });

  it('gives Firefox the add-on id and no key, and is otherwise the same', () => {
    const chrome = buildManifest('chrome', options);
    const firefox = buildManifest('firefox', options);
    expect(firefox.browser_specific_settings).toEqual({ gecko: { id: FIREFOX_ADDON_ID, strict_min_version: '121.0' } });
    expect(firefox).not.toHaveProperty('key');
    const { key: _key, ...chromeRest } = chrome;
    const { browser_specific_settings: _gecko, ...firefoxRest } = firefox;
    expect(firefoxRest).toEqual(chromeRest);
  });

  it('can leave the icons out', () => {
    expect(buildManifest('chrome', { ...options, icons: false })).not.toHaveProperty('icons');
  });

  it('SH-SW-02 declares no background script, so the extension registers no service worker', () => {
    for (const target of ['chrome', 'firefox'] as const) {
      const manifest = buildManifest(target, options) as unknown as Record<string, unknown>;
      expect(manifest).not.toHaveProperty('background');
      expect(JSON.stringify(manifest)).not.toMatch(/service_worker|serviceWorker/);
    }
  });

  it('SH-LOGIN-08 lets only our own hosts send the reader back to the new tab after sign-in', () => {
    expect(buildManifest('chrome', options).web_accessible_resources).toEqual([
      { resources: ['new-tab.html'], matches: ['https://api.growday.example/*', 'https://growday.example/*'] },
    ]);
    expect(
      buildManifest('firefox', { ...options, webOrigin: 'https://api.growday.example' }).web_accessible_resources[0]
        ?.matches,
    ).toEqual(['https://api.growday.example/*']);
  });

  it('opens the new-tab setting in a tab from options_ui, on both browsers', () => {
    for (const target of ['chrome', 'firefox'] as const) {
      const manifest = buildManifest(target, options);
      expect(manifest.options_ui).toEqual({ page: OPTIONS_PAGE, open_in_tab: true });
      expect(EXTENSION_PAGES).toContain(manifest.options_ui.page);
      expect(EXTENSION_PAGES).toContain(manifest.chrome_url_overrides.newtab);
    }
  });
});
