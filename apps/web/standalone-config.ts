/**
 * `npm run start:prod`: hands Next the configuration the build resolved, as Next's own standalone
 * server.js does, so the serving machine never loads (and so never compiles) next.config.ts.
 * Imported by prod-server.ts before server.ts creates the Next app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEXT_DIST_DIR } from './lib/dist-dir';

const dir = path.dirname(fileURLToPath(import.meta.url));
const { config } = JSON.parse(readFileSync(path.join(dir, NEXT_DIST_DIR, 'required-server-files.json'), 'utf8')) as {
  config: unknown;
};
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
