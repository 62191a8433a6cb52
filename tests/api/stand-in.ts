import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app.ts';
import type { SmsSender } from '../../api/auth/sms.ts';
import { openDatabase } from '../../api/db/open.ts';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { seedDemoContent } from '../../api/seed/index.ts';

export const ORIGIN = 'http://api.test';
export const V1 = `${ORIGIN}/web/bc-member/v1`;

/** A stand-in on an in-memory database, with a clock and an SMS outbox the test controls. */
export async function startStandIn(options: { failingKitchens?: string[] } = {}) {
  // Generated media are the same for every test file: render them once into a shared folder.
  const mediaDir = join(tmpdir(), 'club-api-test-media');
  mkdirSync(mediaDir, { recursive: true });
  const db = openDatabase(':memory:');
  const clock = { now: new Date() };
  await seedDemoContent(db, { mediaDir, publicOrigin: ORIGIN, now: clock.now });
  const outbox: { mobile: string; text: string }[] = [];
  const smsSender: SmsSender = { send: async (mobile, text) => void outbox.push({ mobile, text }) };
  const app = createApp({
    db,
    mediaDir,
    publicOrigin: ORIGIN,
    smsSender,
    now: () => clock.now,
    failingKitchens: options.failingKitchens,
  });

  /**
   * Calls the API: `path` relative to v1 (or absolute), JSON body, optional token. `from` is
   * the caller's address (as the Node server would see it), `contentType` the body's type.
   */
  async function call(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      token?: string;
      from?: string;
      contentType?: string;
    } = {},
  ) {
    const headers: Record<string, string> = {
      'content-type': init.contentType ?? 'application/json',
    };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const socket = { remoteAddress: init.from ?? '192.0.2.1' };
    const response = await app.request(
      path.startsWith('http') ? path : `${V1}/${path}`,
      {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      },
      { incoming: { socket } },
    );
    const text = await response.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Signs a member in and returns the token. */
  async function signIn(
    account: { acNo: string; password: string } = DEMO_MEMBER,
  ): Promise<string> {
    const { body } = await call('login', {
      body: { acNo: account.acNo, password: account.password },
    });
    if (body.error) throw new Error(body.message);
    return body.data.accessToken as string;
  }

  /** The last one-time code sent by SMS. */
  const lastCode = () => /\b(\d{4})\b/.exec(outbox.at(-1)?.text ?? '')?.[1] ?? '';

  return { app, db, clock, outbox, call, signIn, lastCode };
}

export type StandInHarness = Awaited<ReturnType<typeof startStandIn>>;
