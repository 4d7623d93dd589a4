import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { Plugin } from 'vite';
import { COPY, PRODUCT_NAME } from '@growday/contracts';
import { EXTENSION_PAGES, ICON_SIZES, buildManifest, iconPath, type BrowserTarget } from '../src/manifest';
import type { ExtensionBuildConfig } from './build-config';
import { logoMarkPng } from './icons';

/** Zip entries get one fixed date so the same sources give the same archive. */
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');
export const zipName = (target: BrowserTarget) => `growday-${target}.zip`;

function manifestJson(target: BrowserTarget, config: ExtensionBuildConfig, version: string): string {
  return `${JSON.stringify(buildManifest(target, { apiOrigin: config.apiOrigin, webOrigin: config.webOrigin, version }), null, 2)}\n`;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files.sort();
}

async function zipFolder(dir: string, zipPath: string): Promise<number> {
  const entries: Zippable = {};
  for (const file of await listFiles(dir)) {
    entries[file] = [await readFile(path.join(dir, file)), { mtime: ZIP_MTIME, level: 9 }];
  }
  const zip = zipSync(entries);
  await writeFile(zipPath, zip);
  return zip.byteLength;
}

/**
 * Store policy and the MV3 content security policy allow no inline script and no remote script:
 * fail the build if the page has either.
 */
export function checkPageScripts(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) problems.push('inline <script> (blocked by the extension CSP)');
    else if (/^(https?:)?\/\//i.test(src)) problems.push(`remote script ${src}`);
  }
  if (/\son[a-z]+\s*=/i.test(html)) problems.push('inline event handler attribute');
  return problems;
}

/**
 * Vite plugin: adds the Chrome manifest and the icons to the build (which Vite writes to
 * `<out>/chrome`), then copies it to `<out>/firefox` with the Firefox manifest, and zips both.
 */
export function packageExtension(config: ExtensionBuildConfig, version: string): Plugin {
  const chromeDir = path.join(config.outDir, 'chrome');
  const firefoxDir = path.join(config.outDir, 'firefox');
  return {
    name: 'growday:package-extension',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return {
          html: html
            .replaceAll('%GD_TITLE%', COPY.site.defaultTitle)
            .replaceAll('%GD_OPTIONS_TITLE%', `${COPY.extension.optionsTitle} - ${PRODUCT_NAME}`),
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'icon', type: 'image/png', sizes: '32x32', href: iconPath(32) },
              injectTo: 'head',
            },
          ],
        };
      },
    },
    generateBundle() {
      for (const size of ICON_SIZES) {
        this.emitFile({ type: 'asset', fileName: iconPath(size), source: logoMarkPng(size) });
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: manifestJson('chrome', config, version) });
    },
    async writeBundle() {
      for (const page of EXTENSION_PAGES) {
        const problems = checkPageScripts(await readFile(path.join(chromeDir, page), 'utf8'));
        if (problems.length > 0) this.error(`${page}: ${problems.join('; ')}`);
      }

      await rm(firefoxDir, { recursive: true, force: true });
      await mkdir(config.outDir, { recursive: true });
      await cp(chromeDir, firefoxDir, { recursive: true });
      await writeFile(path.join(firefoxDir, 'manifest.json'), manifestJson('firefox', config, version));

      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      for (const [target, dir] of [
        ['chrome', chromeDir],
        ['firefox', firefoxDir],
      ] as const) {
        const zipPath = path.join(config.outDir, zipName(target));
        const size = await zipFolder(dir, zipPath);
        this.info(
          `${target}: ${path.relative(process.cwd(), dir) || '.'}/ and ${path.relative(process.cwd(), zipPath)} (${kib(size)})`,
        );
      }
      this.info(`API ${config.apiOrigin}, website ${config.webOrigin}`);
    },
  };
}
