import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The extension package folder and the repository root, whatever the current directory. */
export const EXTENSION_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(EXTENSION_DIR, '../..');

export const DEFAULT_API_ORIGIN = 'http://localhost:4000';
export const DEFAULT_WEB_ORIGIN = 'http://localhost:3000';

/** Build-time settings, read once from the environment. */
export interface ExtensionBuildConfig {
  /** The API host every request goes to (`GD_API_ORIGIN`). */
  apiOrigin: string;
  /** The website that card links open (`GD_WEB_ORIGIN`). */
  webOrigin: string;
  /** Holds chrome/, firefox/ and the two zips (`GD_EXTENSION_OUT_DIR`, relative to the repository root). */
  outDir: string;
}

function readOrigin(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an origin such as ${fallback}, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) origin, got ${JSON.stringify(raw)}`);
  }
  return url.origin;
}

export function readBuildConfig(env: NodeJS.ProcessEnv = process.env): ExtensionBuildConfig {
  const outDir = env.GD_EXTENSION_OUT_DIR?.trim();
  return {
    apiOrigin: readOrigin('GD_API_ORIGIN', env.GD_API_ORIGIN, DEFAULT_API_ORIGIN),
    webOrigin: readOrigin('GD_WEB_ORIGIN', env.GD_WEB_ORIGIN, DEFAULT_WEB_ORIGIN),
    outDir: outDir ? path.resolve(REPO_ROOT, outDir) : path.join(EXTENSION_DIR, 'dist'),
  };
}
