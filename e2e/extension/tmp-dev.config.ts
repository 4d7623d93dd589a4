import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', testMatch: [process.env.SPEC ?? 'new-tab.spec.ts'], outputDir: '/tmp/gd-ext-test-results', globalSetup: '../global-setup.ts', retries: 0, timeout: 30_000, expect: { timeout: 10_000 }, reporter: [['list']], use: { trace: 'retain-on-failure' } });
