import { describe, expect, it } from 'vitest';
import { builtPictureSize, srcsetWidths } from '../../src/lib/image-fit.ts';

describe('builtPictureSize (the file never enlarged, a crop keeps the box ratio)', () => {
  it.each([
    // box, file, built
    [
      { width: 480, height: 320 },
      { width: 1600, height: 900 },
      { width: 480, height: 320 },
    ],
    // A square 300-px portrait for a 320×380 box: the largest 320:380 crop inside it.
    [
      { width: 320, height: 380 },
      { width: 300, height: 300 },
      { width: 253, height: 300 },
    ],
    [
      { width: 320, height: 380 },
      { width: 300, height: 1000 },
      { width: 300, height: 356 },
    ],
    [
      { width: 220, height: 220 },
      { width: 300, height: 300 },
      { width: 220, height: 220 },
    ],
    [{ width: 1100 }, { width: 800, height: 600 }, { width: 800, height: 600 }],
    [{ width: 400 }, { width: 800, height: 600 }, { width: 400, height: 300 }],
  ])('%o from a %o file → %o', (box, file, built) => {
    expect(builtPictureSize(box, file)).toEqual(built);
  });
});

describe('srcsetWidths (a srcset from the slot width up to twice it, as the file allows)', () => {
  it.each([
    // base, largest, widths
    [1600, 1600, [800, 960, 1280, 1600]],
    [640, 800, [320, 400, 480, 640, 800]],
    [400, 800, [240, 320, 400, 480, 640, 800]],
    // A step within 10 % of the slot width or of the largest is left out.
    [220, 300, [160, 220, 300]],
    [120, 200, [120, 160, 200]],
    // A file no larger than the slot: one width.
    [253, 253, [160, 253]],
  ])('%i px slot, file up to %i px → %o', (base, largest, widths) => {
    expect(srcsetWidths(base, largest)).toEqual(widths);
  });

  it('always holds the slot width, so the <img> src is one of its files', () => {
    for (const base of [100, 333, 500, 1100]) expect(srcsetWidths(base, base * 2)).toContain(base);
  });
});
