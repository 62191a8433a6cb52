import * as v from 'valibot';
import { atom } from 'nanostores';
import { orderLogin } from '../lib/api/calls/ordering.ts';
import { ApiError } from '../lib/api/errors.ts';
import { config } from '../lib/config.ts';
import { orderLoginDataSchema, type OrderSession } from '../lib/schemas/ordering.ts';
import { orderingApi } from './club-api.ts';
import { readKey, writeKey } from '../lib/web-storage.ts';
import { ORDER_SESSION_KEY } from '../lib/constants/member-data-keys.ts';

/** The ordering-service session (members-area §6); null until the order pages log in. */
const $orderSession = atom<OrderSession | null>(null);
let loggingIn: Promise<OrderSession> | null = null;

function stored(): OrderSession | null {
  try {
    const result = v.safeParse(
      orderLoginDataSchema,
      JSON.parse(readKey('sessionStorage', ORDER_SESSION_KEY) ?? 'null'),
    );
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** The session: from memory, else from this tab's storage (checked), else a fresh login. */
async function orderSession(signal?: AbortSignal): Promise<OrderSession> {
  const known = $orderSession.get() ?? stored();
  if (known) {
    $orderSession.set(known);
    return known;
  }
  loggingIn ??= orderLogin(orderingApi, {
    username: config.orderUsername,
    password: config.orderPassword,
  })
    .then((session) => {
      $orderSession.set(session);
      writeKey('sessionStorage', ORDER_SESSION_KEY, JSON.stringify(session));
      return session;
    })
    .finally(() => {
      loggingIn = null;
    });
  signal?.throwIfAborted();
  return loggingIn;
}

/** Forgets the session (the service refused its token). */
function forgetOrderSession(): void {
  $orderSession.set(null);
  writeKey('sessionStorage', ORDER_SESSION_KEY, null);
}

/**
 * Runs a call of the ordering service with the session. A refusal of a session that was
 * already held may mean its token expired: log in again and try once more.
 */
export async function withOrderSession<T>(
  call: (session: OrderSession) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const held = $orderSession.get() !== null || stored() !== null;
  const session = await orderSession(signal);
  try {
    return await call(session);
  } catch (error) {
    const refused =
      error instanceof ApiError && (error.kind === 'provider' || error.kind === 'session');
    if (!held || !refused) throw error;
    forgetOrderSession();
    return call(await orderSession(signal));
  }
}
