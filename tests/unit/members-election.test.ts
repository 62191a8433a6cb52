import { describe, expect, it } from 'vitest';
import { CANDIDATE_TYPES } from '../../src/lib/constants/election.ts';
import { boardLayers, showsBallotNumber } from '../../src/lib/members/election.ts';
import { liveStreamView } from '../../src/lib/members/live-stream.ts';

const member = (name: string, layer: number) => ({
  name,
  designation: '',
  clubAcNo: '',
  mobile: '',
  image: null,
  layer,
});

describe('boardLayers', () => {
  it('puts layer 1 above and every other layer below, in order', () => {
    const layers = boardLayers([member('B', 2), member('Head', 1), member('C', 2), member('D', 0)]);
    expect(layers.heads.map((m) => m.name)).toEqual(['Head']);
    expect(layers.others.map((m) => m.name)).toEqual(['B', 'C', 'D']);
  });

  it('is empty for an empty board', () => {
    expect(boardLayers([])).toEqual({ heads: [], others: [] });
  });
});

describe('showsBallotNumber', () => {
  it.each(CANDIDATE_TYPES.map((type) => [type, type === 'Executive Committee']))(
    '%s → %s',
    (type, expected) => {
      expect(showsBallotNumber(type)).toBe(expected);
    },
  );
});

describe('liveStreamView', () => {
  const embed = (link: string) => ({ embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', link });
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      embed('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10'),
    ],
    ['https://youtu.be/dQw4w9WgXcQ', embed('https://youtu.be/dQw4w9WgXcQ')],
    [
      'https://www.youtube.com/live/dQw4w9WgXcQ?si=x',
      embed('https://www.youtube.com/live/dQw4w9WgXcQ?si=x'),
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      embed('https://www.youtube.com/embed/dQw4w9WgXcQ'),
    ],
    ['  https://youtu.be/dQw4w9WgXcQ  ', embed('https://youtu.be/dQw4w9WgXcQ')],
    [
      'https://www.youtube.com/watch?v=<script>',
      { link: 'https://www.youtube.com/watch?v=%3Cscript%3E' },
    ],
    [
      'https://www.facebook.com/club/videos/123',
      { link: 'https://www.facebook.com/club/videos/123' },
    ],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%j → %j', (url, expected) => {
    expect(liveStreamView(url)).toEqual(expected);
  });
});
