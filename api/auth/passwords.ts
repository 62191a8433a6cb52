import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms a hash).
// API_PASSWORD_COST (log2 N, 10–20) lowers N where many hashes are made on purpose: the
// tests, whose outcome must not depend on the machine's speed. Each hash names its N, so a
// stored password is checked with the cost it was made with.
const DEFAULT_COST = 17;
const KEY_LENGTH = 64;

/** log2 N for new hashes: API_PASSWORD_COST, else OWASP's 17. */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.API_PASSWORD_COST ?? DEFAULT_COST);
  if (!Number.isInteger(given) || given < 10 || given > 20)
    throw new Error('API_PASSWORD_COST must be a whole number from 10 to 20');
  return given;
}

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const params = { N: 2 ** cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
  return new Promise((done, fail) =>
    scrypt(password, salt, KEY_LENGTH, params, (error, key) => (error ? fail(error) : done(key))),
  );
}

/** A salted scrypt hash of `password`: 'scrypt$<log2 N>$<salt hex>$<key hex>'. */
export async function hashPassword(password: string): Promise<string> {
  const cost = passwordCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** A stored hash's parts, or null when it is not one. Hashes made before they named their
 * cost ('scrypt$<salt>$<key>') were made at the default. */
export function storedHash(stored: string): { cost: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  const [scheme, costText, saltHex, keyHex] =
    parts.length === 3 ? [parts[0], String(DEFAULT_COST), parts[1], parts[2]] : parts;
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !saltHex || !keyHex || !(cost >= 10 && cost <= 20)) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = storedHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.cost);
  return hash.key.length === actual.length && timingSafeEqual(hash.key, actual);
}

/** A hash that no password matches, so unknown accounts cost the same time as known ones. */
export const unusableHash = () =>
  `scrypt$${passwordCost()}$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;
