import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN, EXTENSION_BUILD_DIR } from './stack';

/** Builds the extension against the test stack's origins, into e2e/artifacts/extension. */
export default function globalSetup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync('npm', ['run', 'build', '-w', '@growday/extension'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      GD_API_ORIGIN: E2E_API_ORIGIN,
      GD_WEB_ORIGIN: E2E_WEB_ORIGIN,
      GD_EXTENSION_OUT_DIR: path.dirname(EXTENSION_BUILD_DIR.replace(/\/$/, '')),
    },
  });
}
