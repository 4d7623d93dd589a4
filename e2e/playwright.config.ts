import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { COOKIE, INTRO_MODAL_HIDDEN_VALUE } from '@growday/contracts';
import { oauthTestProviderEnv } from '../apps/api/test/helpers/oauth-test-provider';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_API_PORT,
  E2E_OAUTH_ORIGIN,
  E2E_OAUTH_PORT,
  E2E_WEB_ORIGIN,
  E2E_WEB_PORT,
} from './stack';

// One stack for every test file: started once by Playwright on a fresh data folder, stopped at the end.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gd-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: ['web/**/*.spec.ts', 'extension/**/*.spec.ts'],
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: the suite shares two cores with a Next server and a single-connection embedded
  // database, so a timing slip under load must not sink the run; a retried test is reported as
  // flaky in the list output, to be fixed rather than ignored.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_WEB_ORIGIN,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about 15% of its time (38 tests: 215-252 s with, 198-214 s
    // without), so CI records one only on the retry of a test that failed; locally, every failure
    // keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every spec starts as a visitor who already dismissed the intro modal (it opens on the home
    // page); web/platform.spec.ts starts without it to test the modal itself.
    storageState: {
      cookies: [
        {
          name: COOKIE.introModal,
          value: INTRO_MODAL_HIDDEN_VALUE,
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_WEB_PORT}/`,
      // The first start builds the website (about 2 minutes on a quiet 2-core machine, far longer
      // when other builds share it).
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(E2E_WEB_PORT),
        API_PORT: String(E2E_API_PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Tests step the API clock (e.g. past the 60 s comment window) instead of waiting.
        TEST_CLOCK: 'true',
        // Social sign-in against the local test provider below (every provider configured).
        ...oauthTestProviderEnv(E2E_OAUTH_ORIGIN),
      },
    },
    {
      command: 'node --import tsx scripts/oauth-test-provider.ts',
      cwd: '..',
      url: `${E2E_OAUTH_ORIGIN}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { E2E_OAUTH_PORT: String(E2E_OAUTH_PORT) },
    },
  ],
});
