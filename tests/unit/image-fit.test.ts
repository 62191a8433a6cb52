import { describe, expect, it } from 'vitest';
import { builtPictureSize } from '../../src/lib/image-fit.ts';

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
