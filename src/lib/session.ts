import { z } from 'zod';
import { LOGGED_IN_FLAG, SESSION_KEYS } from './constants/session-keys.ts';
import type { LoginData } from './schemas/auth.ts';

// Stored values are plain strings (as the old site wrote them). Anything else — missing,
// corrupt, edited by hand — decodes to '' and, for the flag or the token, to logged out.
const storedText = z.string().max(1000).catch('');
// A token goes into a header: printable ASCII without spaces, or fetch would throw.
const storedToken = z
  .string()
  .regex(/^[\x21-\x7e]{1,4096}$/)
  .catch('');
const storedUrl = z.url({ protocol: /^https?$/ }).catch('');

/** The session as stored in localStorage under the old site's keys, decoded. */
export const storedSessionSchema = z
  .object({
    [SESSION_KEYS.isLoggedIn]: storedText,
    [SESSION_KEYS.token]: storedToken,
    [SESSION_KEYS.userName]: storedText,
    [SESSION_KEYS.memCode]: storedText,
    [SESSION_KEYS.email]: storedText,
    [SESSION_KEYS.acNo]: storedText,
    [SESSION_KEYS.mobile]: storedText,
    [SESSION_KEYS.memType]: storedText,
    [SESSION_KEYS.userAvatar]: storedUrl,
  })
  .transform((stored) => ({
    // The token may be held without the flag while a one-time-code sign-in sets its password.
    loggedIn: stored.isLoggedIn === LOGGED_IN_FLAG && stored.access_token !== '',
    token: stored.access_token,
    userName: stored.userName,
    memCode: stored.memCode,
    email: stored.email,
    acNo: stored.acNo,
    mobile: stored.mobile,
    memType: stored.memType,
    userAvatar: stored.userAvatar,
  }));

export type Session = z.output<typeof storedSessionSchema>;

type StoredKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Every storage key of the session. */
export const sessionStorageKeys: readonly StoredKey[] = Object.values(SESSION_KEYS);

/** Decodes the session from a key reader (localStorage.getItem); never throws. */
export function decodeSession(read: (key: string) => string | null): Session {
  const raw: Record<string, string | null> = {};
  for (const key of sessionStorageKeys) raw[key] = read(key);
  return storedSessionSchema.parse(raw);
}

/** The values to store for a login answer; without `loggedIn`, the flag is left out. */
export function sessionEntries(
  login: LoginData,
  loggedIn = true,
): Partial<Record<StoredKey, string>> {
  const { user } = login;
  return {
    ...(loggedIn ? { [SESSION_KEYS.isLoggedIn]: LOGGED_IN_FLAG } : {}),
    [SESSION_KEYS.token]: login.accessToken,
    [SESSION_KEYS.userName]: user.name,
    [SESSION_KEYS.memCode]: user.memCode,
    [SESSION_KEYS.email]: user.email,
    [SESSION_KEYS.acNo]: user.acNo,
    [SESSION_KEYS.mobile]: user.mobile,
    [SESSION_KEYS.memType]: user.membershipType,
    [SESSION_KEYS.userAvatar]: user.image ?? '',
  };
}
