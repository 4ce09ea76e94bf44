import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = {
  executablePath: chromiumPath(),
  // Chromium as root in a closed network: no sandbox, and none of its background calls home.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Second-site tests reach the server under other host names.
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers, each a Chromium and the server, share two cores: a page load can take several seconds, and a test
  // that walks several pages more than half a minute.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: join(import.meta.dirname, '..'),
    // The starter drops its PostgreSQL database when told to stop.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: `${baseURL}/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Captcha answers and SMS codes for the account tests; the server refuses this in production.
      TEST_HOOKS: '1',
      // Tests present their own client address (X-Forwarded-For) so that the real per-address limits stay on.
      TRUST_PROXY: '1',
      // Live tables with short rounds (a 6 s betting window), so that a round plays within a test.
      LIVE_BETTING_MS: '6000',
      LIVE_RESULT_MS: '2000',
      // Virtual football and cockfight twenty times faster: a match every 9 s, so a bet settles within a test.
      VIRTUALS_SPEED: '20',
    },
  },
});
