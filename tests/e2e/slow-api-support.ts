import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { e2eStack } from './stack-env.ts';

// The member pages' first screens against a slow club server: the stand-in again, answering
// late (API_DELAY_MS), on the browser tests' database (its members and tokens), and what the
// page measures of its own layout shift meanwhile.

/** How late the slow stand-in answers. */
export const API_DELAY_MS = 1500;

/**
 * A slow stand-in on the port `offset` above the browser tests' API (a spec of its own each),
 * and 100 more for each test worker: a spec's tests run in both workers at once (its desktop
 * and phone runs), each with a stand-in of its own that no other worker stops under it. Start it
 * before the tests, stop it after.
 */
export function slowStandIn(offset: number) {
  let port = 0;
  let server: ChildProcess | undefined;
  return {
    /** Where this worker's slow stand-in listens (known once started). */
    get port() {
      return port;
    },
    async start() {
      port = e2eStack.apiPort + offset + 100 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
      const started = spawn(process.execPath, ['api/serve.ts'], {
        env: {
          ...process.env,
          API_PORT: String(port),
          API_DATA_DIR: join(tmpdir(), `club-e2e-api-${e2eStack.apiPort}`),
          API_PUBLIC_ORIGIN: `http://localhost:${e2eStack.apiPort}`,
          API_DELAY_MS: String(API_DELAY_MS),
        },
        stdio: 'ignore',
      });
      server = started;
      await expect
        .poll(
          () =>
            // Its own answer: one that stopped at once (its port taken) answers nothing.
            started.exitCode === null &&
            fetch(`http://localhost:${port}/health`).then(
              (response) => response.ok,
              () => false,
            ),
          { timeout: 60_000 },
        )
        .toBe(true);
    },
    /** Stops it, and resolves once it has exited (its port is free again). */
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill();
      await exited;
    },
  };
}

/**
 * Sends the page's member API calls (made at the site's own forwarded path) and media to the
 * slow stand-in on `port`; the ordering service's calls stay with the site's forwarding, which
 * adds the ordering account to them, and are held as long. `seen` hears each request as it goes.
 */
export async function slowDown(page: Page, port: number, seen?: (request: Request) => void) {
  const origin = `http://localhost:${e2eStack.apiPort}`;
  const slow = `http://localhost:${port}`;
  for (const [from, to] of [
    [e2eStack.browserApiUrl, e2eStack.apiUrl.replace(origin, slow)],
    [origin, slow],
  ] as const)
    await page.route(`${from}/**`, async (route) => {
      seen?.(route.request());
      const url = route.request().url().replace(from, to);
      await route.fulfill({ response: await route.fetch({ url }) });
    });
  await page.route(`${e2eStack.browserOrderUrl}/**`, async (route) => {
    seen?.(route.request());
    await new Promise((late) => setTimeout(late, API_DELAY_MS));
    await route.continue();
  });
}

/** The layout shift the page measures itself (PerformanceObserver), from its start. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { total: 0 };
    (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far, once the frame after the data's has been drawn. */
export async function shiftSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  return page.evaluate(
    () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
  );
}
