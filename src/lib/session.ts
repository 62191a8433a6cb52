import { LOGGED_IN_FLAG, SESSION_KEYS } from './constants/session-keys.ts';
import type { LoginData } from './schemas/auth.ts';

// Stored values are plain strings (as the old site wrote them). Anything else — missing,
// corrupt, edited by hand — decodes to '' and, for the flag or the token, to logged out.
// Checked by hand rather than with zod: this runs in the header of every public page, and
// zod's core would add ~15 KB of gzipped JavaScript to each of them.
const storedText = (value: string | null) => (value !== null && value.length <= 1000 ? value : '');
/**
 * The one "signed in" rule (members-area §6: the flag decides; a usable token is needed to
 * call anything): the stored flag is exactly 'true' and the token is printable ASCII without
 * spaces (it goes into a header, or fetch would throw). Plain values, so the inline script
 * that runs before paint gets the same rule (src/lib/inline-scripts.ts).
 */
export const signedInRule = {
  flagKey: SESSION_KEYS.isLoggedIn,
  flag: LOGGED_IN_FLAG,
  tokenKey: SESSION_KEYS.token,
  tokenPattern: '^[\\x21-\\x7e]{1,4096}$',
} as const;

const tokenPattern = new RegExp(signedInRule.tokenPattern);
const storedToken = (value: string | null) =>
  value !== null && tokenPattern.test(value) ? value : '';
/**
 * The stored picture as the provider named it (`user.image`): an absolute http(s) address, or
 * a file name on its media host (made absolute where it is shown, lib/avatar.ts). Anything
 * else (another scheme, a host of its own with '//', spaces, edited by hand) is no picture.
 */
const storedAvatar = (value: string | null) => {
  const image = value?.trim() ?? '';
  if (/^https?:\/\//i.test(image)) return URL.canParse(image) ? image : '';
  return /^(?!\/\/)[^\s:?#]{1,1000}$/.test(image) ? image : '';
};

/** Decodes the stored values (one per key, null when absent) into the session. */
function decodeStored(read: (key: string) => string | null) {
  const token = storedToken(read(SESSION_KEYS.token));
  return {
    // The token may be held without the flag while a one-time-code sign-in sets its password.
    loggedIn: read(signedInRule.flagKey) === signedInRule.flag && token !== '',
    token,
    userName: storedText(read(SESSION_KEYS.userName)),
    memCode: storedText(read(SESSION_KEYS.memCode)),
    email: storedText(read(SESSION_KEYS.email)),
    acNo: storedText(read(SESSION_KEYS.acNo)),
    mobile: storedText(read(SESSION_KEYS.mobile)),
    memType: storedText(read(SESSION_KEYS.memType)),
    userAvatar: storedAvatar(read(SESSION_KEYS.userAvatar)),
  };
}

export type Session = ReturnType<typeof decodeStored>;

type StoredKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Every storage key of the session. */
export const sessionStorageKeys: readonly StoredKey[] = Object.values(SESSION_KEYS);

/** Decodes the session from a key reader (localStorage.getItem); never throws. */
export function decodeSession(read: (key: string) => string | null): Session {
  return decodeStored((key) => {
    try {
      const value = read(key);
      return typeof value === 'string' ? value : null;
    } catch {
      return null; // storage refused (privacy modes): logged out
    }
  });
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
