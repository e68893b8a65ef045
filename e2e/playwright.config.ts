import { defineConfig, devices } from '@playwright/test';
import { SMTP_URL } from './mail-capture.ts';
import { PLATFORM_OPERATOR_TOKEN } from './tests/platform-token.ts';

const PORT = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://localhost:${PORT}`;
const dataDir = new URL('../test-results/e2e-data', import.meta.url).pathname;

/** The product as a person uses it: the built web app served by the real server over a fresh demo world. */
export default defineConfig({
  testDir: './tests',
  /** A real SMTP server catches the emails the product sends (invitations) in test-results/mail. */
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  // Two browsers share two cores with the server: a page's first render can pass 10 s (four tests did in the
  // fresh-clone run of 27 Nov, each passing on its retry).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL,
    locale: 'fr-CA',
    timezoneId: 'America/New_York',
    // Recorded on a test's retry only: recording every test (to keep the failures') cost the two browsers CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w @mobiverte/server`,
    cwd: new URL('..', import.meta.url).pathname,
    url: `${baseURL}/api/health`,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000),
    reuseExistingServer: false,
    // Stopped like a deployment stops it: its database closes cleanly, and the budget reuses its world after.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      SIGN_IN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // The demo world's older trips (about 20,000) wait for the maps' fold job, and no test reads those months:
      // the job keeps 2 s of each minute instead of 15, and the two browsers the rest of the machine's two cores.
      MAP_FOLD_SECONDS: '2',
      SMTP_URL,
      PLATFORM_OPERATOR_TOKEN,
    },
  },
});
