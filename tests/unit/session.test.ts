import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/lib/constants/session-keys.ts';
import { loginDataSchema } from '../../src/lib/schemas/auth.ts';
import { decodeSession, sessionEntries, sessionStorageKeys } from '../../src/lib/session.ts';

const valid = {
  isLoggedIn: 'true',
  access_token: 'eyJhbGciOi.J9.sig',
  userName: 'Rahim Uddin',
  memCode: 'M-101',
  email: 'rahim@example.com',
  acNo: 'BC-101',
  mobile: '01712345678',
  memType: 'Life',
  userAvatar: 'https://media.example/avatars/rahim.jpg',
};

const reader = (values: Record<string, string | null>) => (key: string) => values[key] ?? null;

describe('decodeSession', () => {
  it('reads a stored session', () => {
    expect(decodeSession(reader(valid))).toEqual({
      loggedIn: true,
      token: valid.access_token,
      userName: 'Rahim Uddin',
      memCode: 'M-101',
      email: 'rahim@example.com',
      acNo: 'BC-101',
      mobile: '01712345678',
      memType: 'Life',
      userAvatar: valid.userAvatar,
    });
  });

  it.each([
    ['nothing stored', {}],
    ['the flag missing', { ...valid, isLoggedIn: null }],
    ['the flag not "true"', { ...valid, isLoggedIn: 'yes' }],
    ['the flag JSON-quoted', { ...valid, isLoggedIn: '"true"' }],
    ['the token missing', { ...valid, access_token: null }],
    ['the token empty', { ...valid, access_token: '' }],
    ['the token with a line break', { ...valid, access_token: 'abc\nX-Evil: 1' }],
    ['the token with a space', { ...valid, access_token: 'Bearer abc' }],
  ])('is logged out with %s', (_, values) => {
    expect(decodeSession(reader(values)).loggedIn).toBe(false);
  });

  it.each([
    ['javascript:alert(1)', ''],
    ['not a url', ''],
    ['//elsewhere.example/a.png', ''],
    ['data:image/png;base64,AAAA', ''],
    ['http://media.example/a.png', 'http://media.example/a.png'],
    // Issue 57: a provider may name the picture by its file alone (made absolute where shown).
    ['avatars/rahim.jpg', 'avatars/rahim.jpg'],
    ['rahim.jpg', 'rahim.jpg'],
  ])('keeps an http(s) avatar or a file name: %j → %j', (userAvatar, expected) => {
    expect(decodeSession(reader({ ...valid, userAvatar })).userAvatar).toBe(expected);
  });

  it('never throws on a reader that returns odd values', () => {
    const odd = () => 42 as unknown as string;
    expect(decodeSession(odd).loggedIn).toBe(false);
  });
});

describe('sessionEntries', () => {
  const login = v.parse(loginDataSchema, {
    accessToken: 'tok',
    user: {
      name: 'Rahim',
      memCode: 'M-1',
      email: 'r@x',
      acNo: 'BC-1',
      mobile: '017',
      membershipType: 'Life',
      image: null,
    },
  });

  it('writes exactly the nine keys, as plain strings', () => {
    const entries = sessionEntries(login);
    expect(Object.keys(entries).sort()).toEqual([...sessionStorageKeys].sort());
    expect(entries).toMatchObject({
      isLoggedIn: 'true',
      access_token: 'tok',
      memType: 'Life',
      userAvatar: '',
    });
  });

  it('leaves the flag out for a held one-time-code session', () => {
    expect(sessionEntries(login, false)).not.toHaveProperty(SESSION_KEYS.isLoggedIn);
  });
});
