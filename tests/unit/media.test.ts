import { describe, expect, it } from 'vitest';
import { mediaUrl, pdfViewerSrc, uploadsUrl } from '../../src/lib/media.ts';

describe('mediaUrl', () => {
  it.each([
    ['https://m.example/uploads', 'a.jpg', 'https://m.example/uploads/a.jpg'],
    ['https://m.example/uploads/', 'a.jpg', 'https://m.example/uploads/a.jpg'],
    ['https://m.example/uploads', '/a.jpg', 'https://m.example/uploads/a.jpg'],
    ['https://m.example/uploads/', '/news/a.jpg', 'https://m.example/uploads/news/a.jpg'],
    ['https://m.example/uploads', 'https://cdn.example/b.png', 'https://cdn.example/b.png'],
    ['https://m.example/uploads', '', null],
    ['https://m.example/uploads', '   ', null],
    ['https://m.example/uploads', null, null],
    ['https://m.example/uploads', undefined, null],
  ])('%s + %j → %j', (mediaPath, relative, expected) => {
    expect(mediaUrl(mediaPath, relative)).toBe(expected);
  });
});

describe('uploadsUrl', () => {
  it.each([
    [
      'http://localhost:4010/web/bc-member/v1',
      'm1.jpg',
      'http://localhost:4010/web/uploads/m1.jpg',
    ],
    [
      'https://api.club.example/web/bc-member/v1/',
      '/m1.jpg',
      'https://api.club.example/web/uploads/m1.jpg',
    ],
    ['https://api.club.example/web/bc-member/v1', '', null],
    ['https://api.club.example/web/bc-member/v1', null, null],
  ])('%s + %j → %j', (api, image, expected) => {
    expect(uploadsUrl(api, image)).toBe(expected);
  });
});

describe('pdfViewerSrc', () => {
  it.each([
    [
      'https://api.example/media/docs/rules.pdf',
      'https://api.example/media/docs/rules.pdf#toolbar=0',
    ],
    [
      'https://api.example/media/docs/rules.pdf#page=2',
      'https://api.example/media/docs/rules.pdf#toolbar=0',
    ],
  ])('%s opens as %s (toolbar off)', (pdf, src) => {
    expect(pdfViewerSrc(pdf)).toBe(src);
  });
});
