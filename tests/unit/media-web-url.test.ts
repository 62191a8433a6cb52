import { describe, expect, it } from 'vitest';
import { mediaUrl, webUrl } from '../../src/lib/media.ts';

describe('webUrl', () => {
  it.each([
    ['https://m.example/a.jpg', 'https://m.example/a.jpg'],
    ['HTTP://m.example/a.jpg', 'HTTP://m.example/a.jpg'],
    ['/_astro/a.webp', '/_astro/a.webp'],
    ['  /placeholder.svg ', '/placeholder.svg'],
    ['//evil.example/a.jpg', null],
    ['javascript:alert(1)', null],
    ['  JaVaScRiPt:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['uploads/a.jpg', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (url, expected) => {
    expect(webUrl(url)).toBe(expected);
  });

  it('keeps a script-looking name harmless once joined to a mediaPath', () => {
    expect(webUrl(mediaUrl('https://m.example/up', 'javascript:alert(1)'))).toBe(
      'https://m.example/up/javascript:alert(1)',
    );
    expect(webUrl(mediaUrl('', 'javascript:alert(1)'))).toBeNull();
  });
});
