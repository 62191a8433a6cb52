import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium.ts';
import { firefoxPath, firefoxUserPrefs } from './tests/e2e/firefox.ts';
import { e2eStack } from './tests/e2e/stack-env.ts';

// Browser tests run against a real build made from a fresh stand-in API, both on loopback.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers everywhere, as a run with CI set always had. Playwright's default is half the
  // cores: one on the 2-core machines this project is tested on, which put the whole `npm test`
  // at the 15-minute limit (14 min 56 s on a clean worktree, 2026-11-26). The flows that change
  // the shared stand-in (booking, ordering, sign-in) are written to run beside each other.
  workers: 2,
  // No retries: a test that fails once has found a race or a fault, and says so.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eStack.siteUrl,
    // No trace: recording one for every test (to keep the failed ones) took CPU the suite's
    // 12 minutes on 2 cores do not have; a failure keeps its screenshot and its message.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Every page registers the offline service worker; tests run without it (a worker that
    // took over half way would answer requests the test routes or counts). The offline and
    // publish tests allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: chromiumArgs },
  },
  projects: [
    // The phone-only specs (phone-*.spec.ts: the header at phones' widths; members-phone and
    // members-first-screen: the members' forms, waits and first screens as a phone shows them,
    // where a first screen's shift matters) run as a phone alone.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /\/(phone-[\w-]+|members-phone|members-first-screen)\.spec\.ts$/,
    },
    {
      // A phone (small screen, touch, mobile user agent) through what a phone shows otherwise:
      // the notices, the bills (the invoice full screen), the election's menu (tapped), every
      // member page's first screen, the members' forms and waits, the header on the narrowest
      // phones (phone-*.spec.ts, members-phone). The flows that book, order or sign in change
      // the shared stand-in, and run once; the directories and the admin page are the same
      // code at any width (their phone layout is the first screen's), and run once too.
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      testMatch:
        /\/(notices|billing|election|members-first-screen|members-phone|phone-[\w-]+)\.spec\.ts$/,
    },
    {
      // Debian's Firefox ESR (Playwright's moz-firefox channel, over WebDriver BiDi; two gaps of
      // Playwright there are patched: patches/playwright-core+*.patch) through the flows a member
      // uses most: signing in and out, booking a hall or room, ordering and billing (the booking
      // list and its cancel, the same React in any engine, run in Chromium alone). It starts once
      // desktop is done: both book for the same members (each project books on its own days:
      // bookingDay in booking-ordering-support.ts). The few tests that read what only Chromium
      // tells (its DevTools protocol, its back/forward cache) are tagged @chromium-only.
      name: 'firefox',
      dependencies: ['desktop'],
      use: {
        ...devices['Desktop Firefox'],
        channel: 'moz-firefox',
        launchOptions: { executablePath: firefoxPath() ?? undefined, firefoxUserPrefs },
      },
      testMatch: /\/(sign-in|booking-form|ordering|billing|member-back)\.spec\.ts$/,
      grepInvert: /@chromium-only/,
    },
  ],
  webServer: {
    // The demo, fresh, with each live build copied to dist/ for the tests that read files.
    command: 'node tests/e2e/serve-stack.ts',
    url: `${e2eStack.siteUrl}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      API_PORT: String(e2eStack.apiPort),
      SITE_PORT: String(e2eStack.sitePort),
      API_DATA_DIR: join(tmpdir(), `club-e2e-api-${e2eStack.apiPort}`),
      API_SMS_OUTBOX: e2eStack.smsOutbox,
      PUBLIC_SITE_URL: e2eStack.siteUrl,
      // The tests' own builds and publisher state, never the .publisher/ that `npm start` serves.
      PUBLISHER_DIR: e2eStack.publisherDir,
      // The stand-in hashes the demo members' passwords at start: the cheapest cost it allows.
      API_PASSWORD_COST: '10',
      PUBLIC_ELECTION_SCOREBOARD_URL: e2eStack.scoreboardUrl,
      // The tests publish when they mean to: no watcher rebuilding the site under them.
      PUBLISH_WATCH_MINUTES: 'off',
    },
  },
});
