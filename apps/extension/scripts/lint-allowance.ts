/**
 * What `npm run lint:extension` lets through from `web-ext lint`: React DOM's own `innerHTML` write
 * for dangerouslySetInnerHTML, which our pages never use but the bundled library contains (store
 * review accepts React; it cannot be built out). Everything else fails the lint.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}
export interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

/** React DOM's `dangerouslySetInnerHTML` branch: the reported write sits right after its `__html` check. */
export async function isReactDomInnerHtml(sourceDir: string, warning: LintMessage): Promise<boolean> {
  if (warning.code !== 'UNSAFE_VAR_ASSIGNMENT' || !warning.file || !warning.line) return false;
  const lines = (await readFile(path.join(sourceDir, warning.file), 'utf8')).split('\n');
  const line = lines[warning.line - 1] ?? '';
  const column = warning.column ?? 0;
  const before = line.slice(Math.max(0, column - 200), column + 40);
  return /\.__html/.test(before) && /\.innerHTML\s*=/.test(before);
}
