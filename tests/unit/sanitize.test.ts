import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize/server.ts';
import { dirtyVectors, keptVectors, mxssVector } from './support/xss-vectors.ts';

describe('sanitizeHtml (build time, jsdom window)', () => {
  it.each(dirtyVectors)('%j → %j', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('defuses the mXSS vector', () => {
    expect(sanitizeHtml(mxssVector)).not.toMatch(/onerror|<style|<math|<mglyph/i);
  });

  it.each(keptVectors)('keeps the content of %j', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('marks provider pictures without a text alternative as decorative', () => {
    expect(sanitizeHtml('<img src="https://m.example/a.jpg">')).toBe(
      '<img src="https://m.example/a.jpg" alt="">',
    );
    expect(sanitizeHtml('<img src="https://m.example/a.jpg" alt="Pool">')).toBe(
      '<img src="https://m.example/a.jpg" alt="Pool">',
    );
  });

  it.each([null, undefined, ''])('gives "" for %j', (html) => {
    expect(sanitizeHtml(html)).toBe('');
  });
});

describe('sanitizeHtml (islands) without a window', () => {
  it('gives "" rather than unsanitized HTML', async () => {
    const browser = await import('../../src/lib/sanitize/browser.ts');
    expect(browser.sanitizeHtml('<p onclick="x()">Hi</p>')).toBe('');
  });
});
