/**
 * `npm run test:scale` step: the website's production build for the fault suite's page loads,
 * built only when missing or older than its sources (CI's end-to-end run has built it already).
 */
import { existsSync } from 'node:fs';
import { ensureWebsiteBuild } from './helpers/website';

// SCALE_REUSE_WEB_BUILD=1: take the build that is there as it is (a working tree others keep editing
// would otherwise rebuild it on every run).
const reuse =
  process.env.SCALE_REUSE_WEB_BUILD === '1' &&
  existsSync(new URL(`../apps/web/${process.env.NEXT_DIST_DIR ?? '.next'}/BUILD_ID`, import.meta.url));
if (!reuse) ensureWebsiteBuild();
