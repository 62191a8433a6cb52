import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordCost,
  storedHash,
  verifyPassword,
} from '../../api/auth/passwords.ts';

describe('stored passwords', () => {
  it('names the cost each hash was made with, and checks a password against it', async () => {
    const stored = await hashPassword('club-demo-2026');
    expect(stored).toMatch(/^scrypt\$10\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('club-demo-2026', stored)).toBe(true);
    expect(await verifyPassword('club-demo-2025', stored)).toBe(false);
  });

  it('reads a hash made before hashes named their cost as made at 2^17', () => {
    const salt = '0f'.repeat(16);
    const key = 'a1'.repeat(64);
    expect(storedHash(`scrypt$${salt}$${key}`)).toEqual({
      cost: 17,
      salt: Buffer.from(salt, 'hex'),
      key: Buffer.from(key, 'hex'),
    });
  });

  it.each([
    ['scrypt$99$00$00', 'a cost out of range'],
    ['bcrypt$10$00$00', 'another scheme'],
    ['scrypt$10$', 'no salt or key'],
  ])('refuses %s (%s)', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });

  it.each([
    [undefined, 17],
    ['12', 12],
  ])('API_PASSWORD_COST=%s costs 2^%i', (value, cost) => {
    expect(passwordCost({ API_PASSWORD_COST: value })).toBe(cost);
  });

  it.each(['9', '21', '12.5', 'high'])('API_PASSWORD_COST=%s is refused with its name', (value) => {
    expect(() => passwordCost({ API_PASSWORD_COST: value })).toThrow(/API_PASSWORD_COST/);
  });
});
