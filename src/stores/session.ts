import { atom, onMount, readonlyType } from 'nanostores';
import { forgetKeptAnswers } from '../lib/api/kept-answers.ts';
import { memberDataKeys } from '../lib/constants/member-data-keys.ts';
import { messages } from '../lib/constants/messages.ts';
import { LOGGED_IN_FLAG, SESSION_KEYS, SESSION_NOTICE_KEY } from '../lib/constants/session-keys.ts';
import type { LoginData } from '../lib/schemas/auth.ts';
import { decodeSession, sessionEntries, sessionStorageKeys, type Session } from '../lib/session.ts';
import { followOtherTabs, readKey, writeKey } from '../lib/web-storage.ts';

// The member session, kept in localStorage under the spec's fixed keys (members-area §3),
// through the site's one storage helper. Nothing touches storage at import (server rendering
// has none): it is read when the store is first used.

const signedOut: Session = decodeSession(() => null);
const $stored = atom<Session>(signedOut);

const readStored = () => decodeSession((key) => readKey('localStorage', key));

onMount($stored, () => {
  $stored.set(readStored());
  // Another tab signed in or out: follow it (key null means the storage was cleared).
  return followOtherTabs((key) => {
    if (key === null || (sessionStorageKeys as readonly string[]).includes(key))
      $stored.set(readStored());
  });
});

/** The member session (read-only): `loggedIn`, `token` and the member's details. */
export const $session = readonlyType($stored);

/** A notice for the login page, e.g. that the session expired; '' when none. */
export const $sessionNotice = atom('');
onMount($sessionNotice, () => {
  const notice = readKey('sessionStorage', SESSION_NOTICE_KEY);
  if (notice) $sessionNotice.set(notice);
});

/** Writes `entries` to localStorage; storage that is full or refused is skipped (the
 * session then holds for this page only). */
function persist(entries: Partial<Record<string, string>>, remove: readonly string[] = []): void {
  for (const key of remove) writeKey('localStorage', key, null);
  for (const [key, value] of Object.entries(entries)) writeKey('localStorage', key, value ?? '');
}

function start(entries: Partial<Record<string, string>>): void {
  $stored.set(decodeSession((key) => entries[key] ?? null));
}

/** Starts the session from a `login` / `login-with-otp-confirm` answer. */
export function signIn(login: LoginData): void {
  const entries = sessionEntries(login);
  persist(entries);
  start(entries);
  dismissSessionNotice();
}

/**
 * Keeps the token of a confirmed one-time code without signing in yet: the member first sets
 * a new password (a call that needs the token); `completeSignIn` then sets the flag.
 */
export function holdOtpSession(login: LoginData): void {
  const entries = sessionEntries(login, false);
  persist(entries, [SESSION_KEYS.isLoggedIn]);
  start(entries);
}

/** Sets the logged-in flag of a held one-time-code session (after the new password). */
export function completeSignIn(): void {
  const held = $session.get();
  if (!held.token) return;
  persist({ [SESSION_KEYS.isLoggedIn]: LOGGED_IN_FLAG });
  $stored.set({ ...held, loggedIn: true });
  dismissSessionNotice();
}

/** Ends the session: every session key is removed, and the answers kept for this tab. */
export function signOut(): void {
  persist({}, sessionStorageKeys);
  forgetKeptAnswers();
  $stored.set(signedOut);
}

/** How long Log Out waits for the provider before leaving the page anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Log Out: the session ends here at once, with the member's own data (the cart, the kept
 * menu, the ordering session: member-data-keys.ts), then the provider is asked to end the
 * token, so a copied token stops working too. A provider without the call, a network failure
 * or a slow answer changes nothing for the member. The API client loads only now (a separate
 * chunk), so the pages' session script stays small.
 */
export async function logOut(): Promise<void> {
  const { token } = $session.get();
  signOut();
  for (const [storage, key] of memberDataKeys) writeKey(storage, key, null);
  if (!token) return;
  try {
    const { endToken } = await import('../lib/api/calls/end-token.ts');
    await endToken(token, LOGOUT_WAIT_MS);
  } catch {
    // See above: the session here is over either way.
  }
}

/**
 * Ends an expired session and leaves a notice for the login page (even across pages). The
 * member's cart and kept menu stay: signing in again finds them as they were left.
 */
export function expireSession(notice: string = messages.sessionExpired): void {
  signOut();
  $sessionNotice.set(notice);
  writeKey('sessionStorage', SESSION_NOTICE_KEY, notice);
}

/** Clears the login page notice. */
function dismissSessionNotice(): void {
  $sessionNotice.set('');
  writeKey('sessionStorage', SESSION_NOTICE_KEY, null);
}
