// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize/browser.ts';
import { dirtyVectors, keptVectors, mxssVector } from './support/xss-vectors.ts';

describe('sanitizeHtml (islands, the page window)', () => {
  it.each([...dirtyVectors, ...keptVectors])('%j → %j', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('defuses the mXSS vector', () => {
    expect(sanitizeHtml(mxssVector)).not.toMatch(/onerror|<style|<math|<mglyph/i);
  });
});
