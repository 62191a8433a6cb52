import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize/server.ts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerFor } from '../../src/lib/sanitize/policy.ts';
import { dirtyVectors, keptVectors, mediaPicture, mxssVector } from './support/xss-vectors.ts';

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
    expect(sanitizeHtml(`<img src="${mediaPicture}">`)).toBe(`<img src="${mediaPicture}" alt="">`);
    expect(sanitizeHtml(`<img src="${mediaPicture}" alt="Pool">`)).toBe(
      `<img src="${mediaPicture}" alt="Pool">`,
    );
  });

  it("keeps the page's own ids unique: no provider id or name survives unprefixed", () => {
    const page = new JSDOM('<main id="main-content"><div id="provider"></div></main>').window;
    page.document.getElementById('provider')!.innerHTML = sanitizeHtml(
      '<h2 id="main-content">A</h2><a name="main-content">B</a><img name="getElementById" src="x">',
    );
    expect(page.document.querySelectorAll('#main-content')).toHaveLength(1);
    expect(typeof page.document.getElementById).toBe('function');
  });

  it.each([null, undefined, ''])('gives "" for %j', (html) => {
    expect(sanitizeHtml(html)).toBe('');
  });
});

describe('sanitizerFor with a provider host and a separate media host', () => {
  const sanitize = sanitizerFor(createDOMPurify(new JSDOM('').window), [
    'https://provider.example',
    'https://media.provider.example',
  ]);

  it.each([
    ['https://provider.example/web/media/a.jpg', true],
    ['https://media.provider.example/files/a.jpg', true],
    ['https://MEDIA.provider.example:443/files/a.jpg', true],
    ['http://media.provider.example/files/a.jpg', false],
    ['https://media.provider.example.evil.example/a.jpg', false],
    ['https://provider.example@evil.example/a.jpg', false],
    ['https://evil.example/?https://provider.example/a.jpg', false],
    ['/web/media/a.jpg', false],
  ])('a picture at %s is kept: %s', (src, kept) => {
    expect(sanitize(`<p>x<img src="${src}" alt="A"></p>`)).toBe(
      kept ? `<p>x<img src="${src}" alt="A"></p>` : '<p>x</p>',
    );
  });
});

describe('sanitizeHtml (islands) without a window', () => {
  it('gives "" rather than unsanitized HTML', async () => {
    const browser = await import('../../src/lib/sanitize/browser.ts');
    expect(browser.sanitizeHtml('<p onclick="x()">Hi</p>')).toBe('');
  });
});
