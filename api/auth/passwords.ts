import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms a hash).
const params = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((done, fail) =>
    scrypt(password, salt, KEY_LENGTH, params, (error, key) => (error ? fail(error) : done(key))),
  );
}

/** A salted scrypt hash of `password`: 'scrypt$<salt hex>$<key hex>'. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash that no password matches, so unknown accounts cost the same time as known ones. */
export const UNUSABLE_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;
