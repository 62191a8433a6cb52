import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';
import * as v from 'valibot';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { loginDataSchema } from '../../src/lib/schemas/auth.ts';
import { sessionEntries } from '../../src/lib/session.ts';
import { chromiumArgs, chromiumPath, mousePointerArgs } from './chromium.ts';
import { e2eStack } from './stack-env.ts';

// Issue 27.2's browser tests: what the browser prepares ahead of a click. Chromium fetches a
// page it prefetches or prerenders itself, outside the tab a test drives, so a test sees those
// requests only where the site does: at a recording proxy in front of it. And Chromium does
// not prerender at all for a client driving it as Playwright does (every page target
// attached: PrerenderingDisabledByDevTools); a prerender that is then activated is seen
// through puppeteer, which attaches to the tab instead, as Lighthouse does.

/** One request the site received: its path and why the browser sent it (Sec-Purpose). */
export interface SeenRequest {
  path: string;
  purpose: string | null;
}

/** A proxy in front of the site (on a free loopback port) that notes every request. */
export interface RecordingProxy {
  origin: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/** Starts a proxy that forwards everything to `site` and notes each request it passes on. */
export async function recordingProxy(site: string): Promise<RecordingProxy> {
  const target = new URL(site);
  const seen: SeenRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const purpose = incoming.headers['sec-purpose'];
    seen.push({ path: incoming.url ?? '/', purpose: typeof purpose === 'string' ? purpose : null });
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    seen,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** The requests for `path` the proxy saw, each by its purpose ('' for an ordinary one). */
export const purposesOf = (proxy: RecordingProxy, path: string) =>
  proxy.seen.filter((seen) => seen.path === path).map((seen) => seen.purpose ?? '');

/** A speculation candidate: what the page's rules would have the browser do with a link. */
export interface Candidate {
  action: string;
  path: string;
}

/**
 * The page's speculation candidates as Chromium computed them from its rules and links (the
 * DevTools protocol's Preload domain: every link a rule matches, hovered yet or not), kept up
 * to date as the page changes. The page must not have navigated since.
 */
export async function speculationCandidates(page: Page): Promise<() => Candidate[]> {
  const session = await page.context().newCDPSession(page);
  let latest: Candidate[] = [];
  session.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    latest = event.preloadingAttemptSources.map(({ key }) => ({
      action: key.action,
      path: new URL(key.url).pathname,
    }));
  });
  await session.send('Preload.enable');
  return () => latest;
}

/** A headless Chromium driven through puppeteer, with a mouse, in which prerendering works. */
export async function prerenderingBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath() ?? undefined,
    args: [...chromiumArgs, ...mousePointerArgs],
    headless: true,
  });
}

/** The demo member's session as the login page stores it (signed in through the API). */
export async function demoMemberSession(): Promise<Record<string, string>> {
  const response = await fetch(`${e2eStack.apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ acNo: DEMO_MEMBER.acNo, password: DEMO_MEMBER.password }),
  });
  const body = (await response.json()) as { error: boolean; message: string; data: unknown };
  if (body.error) throw new Error(`The demo member could not sign in: ${body.message}`);
  const entries = Object.entries(sessionEntries(v.parse(loginDataSchema, body.data)));
  return Object.fromEntries(entries.map(([key, value]) => [key, value ?? '']));
}
