import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { EXTENSION_DIR, readBuildConfig } from './scripts/build-config';
import { firstPaintCss } from './scripts/first-paint-css';
import { noEval } from './scripts/no-eval';
import { packageExtension } from './scripts/package-extension';
import { EXTENSION_PAGES, NEW_TAB_PAGE } from './src/manifest';

// Build-time settings come from GD_API_ORIGIN, GD_WEB_ORIGIN and GD_EXTENSION_OUT_DIR (README).
export default defineConfig(() => {
  const config = readBuildConfig();
  return {
    root: EXTENSION_DIR,
    // Relative asset URLs: the page is served from chrome-extension://<id>/ or moz-extension://<uuid>/.
    base: './',
    publicDir: false as const,
    plugins: [
      noEval(),
      react(),
      // The new tab's first frame needs only the page's own rules and those of the cards its first
      // script paints.
      firstPaintCss({
        page: NEW_TAB_PAGE,
        sources: [path.join(EXTENSION_DIR, NEW_TAB_PAGE), path.join(EXTENSION_DIR, 'src/cached-feed-paint.ts')],
      }),
      packageExtension(config, packageJson.version),
    ],
    define: {
      __GD_API_ORIGIN__: JSON.stringify(config.apiOrigin),
      __GD_WEB_ORIGIN__: JSON.stringify(config.webOrigin),
    },
    build: {
      outDir: path.join(config.outDir, 'chrome'),
      emptyOutDir: true,
      // The polyfill is not needed by MV3 browsers; keep the page to one external module script.
      modulePreload: { polyfill: false },
      // No data: URLs for scripts or styles; every file ships in the package.
      assetsInlineLimit: 0,
      reportCompressedSize: true,
      rolldownOptions: {
        input: EXTENSION_PAGES.map((page) => path.join(EXTENSION_DIR, page)),
      },
    },
  };
});
