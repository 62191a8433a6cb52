import { randomBytes } from 'node:crypto';
import { MEMBER_FILES } from '../auth/file-links.ts';
import type { PictureSpec } from '../media/images.ts';

// A modest pool of generated pictures, reused across records (generating one image per
// record would make seeding slow without making the demo look any more real).
const pool = (
  folder: string,
  count: number,
  width: number,
  height: number,
  style: PictureSpec['style'],
  label: (i: number) => string,
): PictureSpec[] =>
  Array.from({ length: count }, (_, i) => ({
    file: `${folder}/${folder}-${String(i + 1).padStart(2, '0')}.jpg`,
    width,
    height,
    label: label(i),
    hue: (i * 47 + folder.length * 31) % 360,
    style,
  }));

const scenes = [
  'Pool',
  'Courts',
  'Lawn',
  'Hall',
  'Gym',
  'Library',
  'Dining',
  'Garden',
  'Lounge',
  'Event',
];

export const pictures = {
  sliders: pool(
    'sliders',
    6,
    1600,
    900,
    'scene',
    (i) => ['Welcome', 'Sports', 'Family', 'Culture', 'Dining', 'Events'][i] ?? 'Club',
  ),
  covers: pool('covers', 24, 800, 600, 'scene', (i) => scenes[i % scenes.length] as string),
  avatars: pool('avatars', 24, 300, 300, 'portrait', () => ''),
  logos: pool('logos', 10, 200, 200, 'badge', (i) => `C${i + 1}`),
  foods: pool(
    'foods',
    12,
    400,
    300,
    'scene',
    (i) =>
      [
        'Biryani',
        'Kebab',
        'Curry',
        'Noodles',
        'Soup',
        'Salad',
        'Pasta',
        'Burger',
        'Dessert',
        'Tea',
        'Juice',
        'Fish',
      ][i] ?? 'Food',
  ),
};

/** Every picture the seed uses. */
export const allPictures = (): PictureSpec[] => Object.values(pictures).flat();

/** The n-th file of a pool (wrapping round). */
export const poolFile = (list: PictureSpec[], n: number) =>
  (list[n % list.length] as PictureSpec).file;

/**
 * Where a member document is stored: below members/ (never served openly), in a folder with
 * a random 128-bit name drawn afresh for every seeded database, so no one can guess it.
 */
export const memberFilePath = (name: string) =>
  `${MEMBER_FILES}${randomBytes(16).toString('hex')}/${name}`;
