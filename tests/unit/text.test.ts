import { describe, expect, it } from 'vitest';
import {
  EVENT_EXCERPT_CHARS,
  HISTORY_PREVIEW_CHARS,
  HOME_MESSAGE_PREVIEW_WORDS,
} from '../../src/lib/constants/public-area.ts';
import { NOTICE_PREVIEW_CHARS } from '../../src/lib/constants/members-area.ts';
import { htmlToText } from '../../src/lib/text/html-to-text.ts';
import { metaDescription, previewChars, previewWords } from '../../src/lib/text/preview.ts';
import { splitMobiles } from '../../src/lib/text/contact.ts';

describe('previewChars', () => {
  const long = 'a'.repeat(1000);
  it.each([
    ['history', long, HISTORY_PREVIEW_CHARS, '...', 'a'.repeat(800) + '...'],
    ['event excerpt', long, EVENT_EXCERPT_CHARS, '', 'a'.repeat(200)],
    ['notice preview', long, NOTICE_PREVIEW_CHARS, '...', 'a'.repeat(150) + '...'],
    ['short text', 'Short.', 800, '...', 'Short.'],
    ['exact length', 'abc', 3, '...', 'abc'],
    ['emoji kept whole', '🎉🎉🎉', 2, '...', '🎉🎉...'],
  ])('%s', (_, text, count, more, expected) => {
    expect(previewChars(text, count, more)).toBe(expected);
  });
});

describe('metaDescription', () => {
  const long = `<p>${'Tennis courts and a pool for every family. '.repeat(6)}</p>`;
  it.each([
    [
      'the text of provider HTML',
      '<h2>Pool</h2><p>Open <b>daily</b> &amp; late.</p>',
      undefined,
      'Pool Open daily & late.',
    ],
    ['cut at 155 characters with ...', long, undefined, `${htmlToText(long).slice(0, 155)}...`],
    [
      'the fallback for HTML without text',
      '<p> </p>',
      'Sports at the club.',
      'Sports at the club.',
    ],
    ['nothing without HTML or fallback', null, undefined, undefined],
  ])('%s', (_, html, fallback, expected) => {
    expect(metaDescription(html, fallback)).toBe(expected);
  });
});

describe('previewWords', () => {
  const words = Array.from({ length: 120 }, (_, i) => `w${i + 1}`).join(' ');
  it.each([
    [
      'cut at 100 words',
      words,
      HOME_MESSAGE_PREVIEW_WORDS,
      words.split(' ').slice(0, 100).join(' ') + '...',
    ],
    ['short text kept', '  Dear   members  ', 100, 'Dear members'],
  ])('%s', (_, text, count, expected) => {
    expect(previewWords(text, count)).toBe(expected);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>Founded in <b>2012</b>.</p><p>Family club</p>', 'Founded in 2012. Family club'],
    [
      'Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &#x41;&nbsp;B',
      'Tom & Jerry <3 "x" \'y\' A B',
    ],
    ['<script>alert(1)</script><style>p{}</style>Safe', 'Safe'],
    ['Line<br>break<br/>here', 'Line break here'],
    ['<!-- note -->Text', 'Text'],
    ['&unknown; &#0;', '&unknown; &#0;'],
    [null, ''],
  ])('%j → %j', (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});

describe('splitMobiles', () => {
  it.each([
    ['01711000000, 01811000000', ['01711000000', '01811000000']],
    ['01711000000', ['01711000000']],
    [' a ,, b ', ['a', 'b']],
    ['', []],
    [null, []],
  ])('%j → %j', (mobile, expected) => {
    expect(splitMobiles(mobile)).toEqual(expected);
  });
});
