import * as v from 'valibot';
import { expect, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { loginDataSchema } from '../../src/lib/schemas/auth.ts';
import { sessionEntries } from '../../src/lib/session.ts';
import { e2eStack } from './stack-env.ts';

interface Account {
  acNo: string;
  password: string;
}

/** Signs `account` in through the API and stores the session as the login page would. */
export async function signInAs(page: Page, account: Account = DEMO_MEMBER): Promise<void> {
  const response = await page.request.post(`${e2eStack.apiUrl}/login`, {
    data: { acNo: account.acNo, password: account.password },
  });
  const body = await response.json();
  expect(body.error, body.message).toBe(false);
  const entries = sessionEntries(v.parse(loginDataSchema, body.data));
  if (!page.url().startsWith(e2eStack.siteUrl)) await page.goto('/404-sign-in');
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value ?? '');
  }, entries);
}

/** Every localStorage key the session may hold, with its value (null when absent). */
export async function storedSession(page: Page): Promise<Record<string, string | null>> {
  const { sessionStorageKeys } = await import('../../src/lib/session.ts');
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...sessionStorageKeys],
  );
}

/** The last one-time code the stand-in sent to `mobile` (read from its SMS outbox file). */
export async function lastSentCode(mobile?: string): Promise<string> {
  const { readFileSync, existsSync } = await import('node:fs');
  if (!existsSync(e2eStack.smsOutbox)) return '';
  const messages = readFileSync(e2eStack.smsOutbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; text: string })
    .filter((message) => !mobile || message.mobile === mobile);
  return /\b(\d{4})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? '';
}

/**
 * A member document's address without its signed query: each answer signs its own link
 * (api/README.md), so a page's link and the test's own answer may differ in the query.
 */
export const documentPath = (url: string | null | undefined): string =>
  (url ?? '').split('?')[0] ?? '';

/**
 * Waits until the page has drawn `frames` more frames: scroll and intersection observers,
 * and what React commits in answer, have run by then. For checks that something did NOT
 * happen in answer to an action (no fixed sleep).
 */
export async function afterFrames(page: Page, frames = 4): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        const step = (left: number) =>
          left === 0 ? done() : requestAnimationFrame(() => step(left - 1));
        step(count);
      }),
    frames,
  );
}

/**
 * Holds back every script file of the site until the returned function is called: the page as
 * a slow network shows it, prebuilt and not yet taken over by its scripts.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((go) => (release = go));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A request as the browser sent it: method, address and the DevTools protocol's type ('Fetch',
 * 'Document', 'Preflight', 'Other' for a preflight of an older Chromium…). */
export interface SentRequest {
  method: string;
  url: string;
  type: string;
}

/**
 * Every request the page's browser sends from now on, preflights included: the DevTools
 * protocol lists them, Playwright's request events leave them out.
 */
export async function sentRequests(page: Page): Promise<SentRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  const sent: SentRequest[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, type }) =>
    sent.push({ method: request.method, url: request.url, type: type ?? '' }),
  );
  await cdp.send('Network.enable');
  return sent;
}
