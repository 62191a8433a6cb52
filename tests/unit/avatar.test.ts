import { describe, expect, it } from 'vitest';
import { avatarAddress } from '../../src/lib/avatar.ts';

// Issue 57: the header's picture is the login's `user.image`, which a provider may give as a
// file name; the header loads it through the API's image proxy at its absolute address.
describe('avatarAddress', () => {
  const api = 'https://provider.example';
  it.each([
    ['a file name: on the media host', 'avatars/rahim.jpg', `${api}/web/uploads/avatars/rahim.jpg`],
    ['a name with a leading /', '/rahim.jpg', `${api}/web/uploads/rahim.jpg`],
    ['an absolute address: kept', 'https://media.example/a.png', 'https://media.example/a.png'],
    ['no picture', '', null],
    ['blank', '   ', null],
  ])('%s', (_, image, expected) => {
    expect(avatarAddress(image, api)).toBe(expected);
  });
});
