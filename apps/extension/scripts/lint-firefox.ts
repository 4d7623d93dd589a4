/**
 * `npm run lint:extension`: `web-ext lint` on the Firefox build (run after the build). Errors fail,
 * and so does every warning except React DOM's own `innerHTML` write (scripts/lint-allowance.ts).
 * Notices are printed, not fatal.
 */
import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EXTENSION_DIR, REPO_ROOT, readBuildConfig } from './build-config';
import { isReactDomInnerHtml, type LintMessage, type LintReport } from './lint-allowance';

const describe = (m: LintMessage) => `${m.code} ${m.file ?? ''}${m.line ? `:${m.line}` : ''} ${m.message}`;

async function webExtBin(): Promise<string> {
  // npm may hoist web-ext to the root or keep it in the workspace.
  const local = path.join(EXTENSION_DIR, 'node_modules/.bin/web-ext');
  return access(local).then(
    () => local,
    () => path.join(REPO_ROOT, 'node_modules/.bin/web-ext'),
  );
}

const sourceDir = path.join(readBuildConfig().outDir, 'firefox');
// web-ext exits non-zero when it finds errors; the JSON report is on stdout either way.
const { stdout } = await promisify(execFile)(
  await webExtBin(),
  ['lint', '--source-dir', sourceDir, '--output', 'json'],
  { maxBuffer: 16 * 1024 * 1024 },
).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
const report = JSON.parse(stdout) as LintReport;

const fatal: LintMessage[] = [...report.errors];
let allowed = 0;
for (const warning of report.warnings) {
  if (await isReactDomInnerHtml(sourceDir, warning)) allowed += 1;
  else fatal.push(warning);
}
for (const notice of report.notices) console.log(`notice: ${describe(notice)}`);
console.log(
  `web-ext lint ${path.relative(process.cwd(), sourceDir)}: ${report.errors.length} errors, ${report.warnings.length} warnings (${allowed} allowed: React DOM innerHTML), ${report.notices.length} notices`,
);
for (const m of fatal) console.error(`FAIL ${describe(m)}`);
if (fatal.length > 0) process.exitCode = 1;
