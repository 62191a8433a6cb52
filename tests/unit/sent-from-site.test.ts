import { describe, expect, it } from 'vitest';
import { sentFromSite } from '../../src/lib/navigation/sent-from-site.ts';

const origin = 'https://club.example';

describe('sentFromSite (the sign-out page asks first unless a page of the site led there)', () => {
  it.each([
    ['a page of the site', 'https://club.example/notice-list', true],
    ['the home page', 'https://club.example/', true],
    ['the sign-out page itself (try again)', 'https://club.example/logout', true],
    ['no referrer (typed, bookmarked, noreferrer)', '', false],
    ['another site', 'https://evil.example/', false],
    ['a look-alike host', 'https://club.example.evil.example/logout', false],
    ['the same host over http', 'http://club.example/', false],
    ['the same host on another port', 'https://club.example:8443/', false],
    ['the site as a user name of another host', 'https://club.example@evil.example/', false],
    ['not an address', 'not a url', false],
  ])('%s', (_, referrer, expected) => {
    expect(sentFromSite(referrer, origin)).toBe(expected);
  });
});
