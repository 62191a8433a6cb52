import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { HISTORY_PREVIEW_CHARS } from '../../src/lib/constants/public-area.ts';
import { htmlPreview } from '../../src/lib/sanitize/server.ts';
import { previewHtml } from '../../src/lib/text/html-preview.ts';
import { htmlToText } from '../../src/lib/text/html-to-text.ts';
import { previewChars } from '../../src/lib/text/preview.ts';

// Issue 15 point 16: the club history preview keeps the HTML's structure, cut at 800
// characters of text, then '...'.

const { document } = new JSDOM('').window;
const preview = (html: string, count: number) => previewHtml(html, count, document);
/** The text a reader sees, with no space before the closing '...'. */
const seen = (text: string) => text.replace(/\s+\.\.\.$/, '...');

const history =
  '<h2>Our story</h2><p>Founded in <strong>2012</strong> by families, the club grew.</p>' +
  '<p>See <a href="https://club.example/rules" target="_blank" rel="noopener noreferrer">the rules</a> ' +
  'and   the\n<em>dress code</em>.</p><ul><li>Pool</li><li>Courts</li></ul>';

describe('previewHtml', () => {
  it.each([
    [9, '<h2>Our story...</h2>'],
    [10, '<h2>Our story...</h2>'],
    [14, '<h2>Our story</h2><p>Foun...</p>'],
    [28, '<h2>Our story</h2><p>Founded in <strong>2012</strong> by...</p>'],
    [
      82,
      '<h2>Our story</h2><p>Founded in <strong>2012</strong> by families, the club grew.</p>' +
        '<p>See <a href="https://club.example/rules" target="_blank" rel="noopener noreferrer">the rules</a> and   the\n<em>dress...</em></p>',
    ],
  ])('cuts at %i characters of text, keeping the tags around them', (count, html) => {
    expect(preview(history, count)).toEqual({ html, cut: true });
  });

  it('keeps the text the plain-text preview would show, at every cut point', () => {
    const text = htmlToText(history);
    for (let count = 1; count < Array.from(text).length; count++) {
      const cut = preview(history, count);
      expect(cut.cut).toBe(true);
      expect(seen(htmlToText(cut.html))).toBe(seen(previewChars(text, count)));
    }
  });

  it('leaves HTML within the limit alone', () => {
    const length = Array.from(htmlToText(history)).length;
    expect(preview(history, length)).toEqual({ html: history, cut: false });
    expect(preview('', 10)).toEqual({ html: '', cut: false });
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    expect(preview('<p>😀😀😀</p>', 2).html).toBe('<p>😀😀...</p>');
  });

  it('drops ids and names from a cut preview (the full text beside it keeps them)', () => {
    const html =
      '<h2 id="user-content-start">Start</h2><p><a name="user-content-x">Long text here</a></p>';
    expect(preview(html, 8).html).toBe('<h2>Start</h2><p><a>Lo...</a></p>');
  });

  it('cuts the history at 800 characters of text on the build-time window', () => {
    const long = `<h2>Our story</h2>${'<p>The club grew year by year with its members.</p>'.repeat(40)}`;
    const cut = htmlPreview(long, HISTORY_PREVIEW_CHARS);
    expect(cut.cut).toBe(true);
    expect(cut.html.startsWith('<h2>Our story</h2><p>')).toBe(true);
    expect(cut.html.endsWith('...</p>')).toBe(true);
    const text = htmlToText(cut.html);
    expect(Array.from(text.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(
      HISTORY_PREVIEW_CHARS,
    );
    expect(seen(text)).toBe(seen(previewChars(htmlToText(long), HISTORY_PREVIEW_CHARS)));
  });
});
