import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mailCatcherPorts } from './e2e/support/mail-ports.ts';

// The e2e suite drives the built site in Debian's Chromium against a fresh SQLite database with the
// demo content. The server is the compiled build, started the way `npm start` starts it (building
// first if the build is missing or older than the sources), so the tests run what production runs. Playwright's own browser downloads do not work here, so we point it at /usr/bin/chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
// The site's mail goes to a real SMTP server whose messages the tests read (e2e/support/mail.ts).
const mailPorts = mailCatcherPorts(port);
const dataDir = mkdtempSync(join(tmpdir(), 'cito-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // Room for a busy shared CI machine, two to three times slower than a developer's: a passing test
  // never waits these out, they only bound a failing one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/mail-catcher.mjs',
      url: `http://127.0.0.1:${mailPorts.http}/messages`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(mailPorts.smtp), HTTP_PORT: String(mailPorts.http) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/api/health`,
      // Time for a build when the sources changed since the last one.
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`,
        NODE_ENV: 'test',
        DEMO_DATA: 'true',
        // Every e2e test signs in (and some sign up) through the form from one address.
        LOGIN_RATE_LIMIT: '1000',
        // Every page comes from one address, and a test's extra browser contexts stay open until the
        // run ends, each holding a live stream: room for them all (the limits have their own tests).
        LIVE_STREAMS_PER_USER: '64',
        LIVE_STREAMS_PER_ADDRESS: '512',
        REGISTER_RATE_LIMIT: '100',
        // The tests post one after another far faster than members may (issue 16 §6 flood control,
        // tested by tests/forum/flood-control.test.ts): no interval between posts here. Members they
        // sign up (e2e/support/demo.ts newMember) post and upload without following a verification
        // mail; verification has tests of its own.
        TEST_SITE_SETTINGS: JSON.stringify({
          post_interval_seconds: 0,
          new_member_post_interval_seconds: 0,
          email_verification_required: false,
        }),
        // The site's mail goes to the catcher above, where the tests read it (e2e/support/mail.ts).
        SMTP_URL: `smtp://127.0.0.1:${mailPorts.smtp}`,
      },
    },
  ],
});
