import { describe, expect, it } from 'vitest';
import { enquiryRules } from '../../src/lib/enquiry.ts';

/** Whether the browser takes `value` for a field with `pattern` (HTML: whole value, `v` flag). */
const fits = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, 'v').test(value);

describe('the enquiry form’s rules', () => {
  it('gives every field its hint and its words for empty, wrong and refused', () => {
    expect(Object.keys(enquiryRules)).toEqual(['fullName', 'email', 'phone', 'message']);
    for (const rule of Object.values(enquiryRules)) {
      for (const text of [rule.hint, rule.missing, rule.wrong, rule.refused])
        expect(text).toMatch(/^[A-Z0-9].*\.$/);
      expect(rule.max).toBeGreaterThan(0);
    }
  });

  it.each([
    ['email', 'rafiq@example.com', true],
    ['email', 'r.islam+club@mail.example.com.bd', true],
    ['email', 'rafiq@example', false],
    ['email', 'rafiq example.com', false],
    ['email', 'rafiq@@example.com', false],
    ['phone', '01711223344', true],
    ['phone', '+880 1711-223344', true],
    ['phone', '0171', false],
    ['phone', '01711 22 33 44 ext 5', false],
    ['phone', '++8801711223344', false],
  ] as const)('%s %j fits: %s', (field, value, expected) => {
    expect(fits(enquiryRules[field].pattern!, value)).toBe(expected);
  });

  it('shows the bounds it checks', () => {
    expect(enquiryRules.fullName.hint).toContain(String(enquiryRules.fullName.max));
    expect(enquiryRules.message.hint).toContain(enquiryRules.message.max.toLocaleString('en-BD'));
    expect(enquiryRules.email.wrong).toContain(String(enquiryRules.email.max));
  });
});
