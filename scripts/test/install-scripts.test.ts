import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * npm 11 blocks dependency install scripts until the project approves or denies each one in
 * package.json `allowScripts`; a package left unreviewed makes every fresh `npm install` warn.
 * The esbuild postinstall only re-checks the binary its optional @esbuild/<platform> package
 * already ships, and spawn-sync's (under web-ext) polyfills Node < 0.12: both are denied.
 */
describe('a quiet install', () => {
  it('every installed package with an install script is approved or denied in package.json', async () => {
    const { stdout } = await promisify(execFile)('npm', ['install-scripts', 'ls'], { cwd: root, timeout: 60_000 });
    expect(stdout).toContain('No packages with unreviewed install scripts');
  }, 90_000);
});
