import { describe, expect, it } from 'vitest';
import {
  groupLinks,
  mainMenu,
  sessionMenuEntry,
  siteMenu,
  visibleMenu,
} from '../../src/lib/menu.ts';
import { footerColumns, footerLinkTarget } from '../../src/lib/text/footer.ts';

describe('main menu', () => {
  it('holds ids 01 to 18 in order', () => {
    expect(mainMenu.map((item) => item.id)).toEqual(
      Array.from({ length: 18 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });

  it.each([
    ['12', 'Notice', '/notice-list'],
    ['13', 'Circulars', '/circular-list'],
    ['14', 'Member Directory', '/member-directory'],
    ['15', 'Employee Directory', '/employee-directory'],
    ['16', 'Booking', '/booking-list'],
    ['17', 'Order', '/order'],
    ['18', 'Billing', '/billing-list'],
    ['07', 'Event Calender', '/event-calender'],
  ])('entry %s is %s at %s', (id, name, path) => {
    expect(mainMenu.find((item) => item.id === id)).toMatchObject({ name, path });
  });

  const electionPages = [
    '/election-board',
    '/election-appeal-board',
    '/president-candidate-list',
    '/ec-candidate-list',
    '/election-live',
    '/election-coc',
    '/election-rules',
    '/election-schedule',
    '/election-final-result',
  ];
  const scoreboard = 'https://scoreboard.club.example/live';

  it("lists the election pages with the club's live scoreboard, in a new tab", () => {
    const election = siteMenu(scoreboard).find((item) => item.id === '11');
    expect(election?.path).toBe('/election');
    expect(election?.children.map((child) => child.path)).toEqual([
      ...electionPages.slice(0, 4),
      scoreboard,
      ...electionPages.slice(4),
    ]);
    expect(election?.children[4]).toMatchObject({ name: 'Live Scoreboard', external: true });
  });

  it.each([undefined, ''])('has no scoreboard entry when its address is not set (%j)', (url) => {
    const election = siteMenu(url).find((item) => item.id === '11');
    expect(election?.children.map((child) => child.path)).toEqual(electionPages);
    expect(election?.children.some((child) => child.external)).toBe(false);
    expect(mainMenu.find((item) => item.id === '11')?.children).toEqual(election?.children);
  });

  it("links every entry's own page: Election's first link goes to /election", () => {
    const election = mainMenu.find((item) => item.id === '11')!;
    expect(groupLinks(election)[0]).toEqual({ name: 'Election', path: '/election' });
    for (const item of mainMenu.filter((entry) => entry.children.length > 0)) {
      const links = groupLinks(item);
      expect(links.map((link) => link.path)).toContain(item.path);
      // No page twice: The Club's own page is already its first child.
      expect(new Set(links.map((link) => link.path)).size).toBe(links.length);
    }
  });

  it.each([
    [false, 10, 'Login', '/login'],
    [true, 18, 'Log Out', '/logout'],
  ])('logged in %s: %i entries, then %s', (loggedIn, count, name, path) => {
    expect(visibleMenu(loggedIn)).toHaveLength(count);
    expect(sessionMenuEntry(loggedIn)).toEqual({ name, path });
  });
});

describe('footer', () => {
  it.each([
    [
      false,
      ['Home', 'The Club', 'Committee', 'Affiliation', 'Facilities', 'Publications'],
      ['Event Calender', 'Gallery', 'News', 'Contact Us'],
    ],
    [
      true,
      ['Home', 'The Club', 'Committee', 'Affiliation', 'Facilities', 'Publications'],
      ['Event Calender', 'Gallery', 'News', 'Contact Us', 'Election', 'Notice'],
    ],
  ])('logged in %s: columns of items 1–6 and 7–12', (loggedIn, first, second) => {
    const [left, right] = footerColumns(visibleMenu(loggedIn));
    expect(left.map((item) => item.name)).toEqual(first);
    expect(right.map((item) => item.name)).toEqual(second);
  });

  it.each([
    ['01', '/'],
    ['02', '/club-history'],
    ['03', '/present-ec'],
    ['04', '/affiliated-clubs'],
    ['05', '/facilities'],
    ['10', '/contact'],
    ['11', '/election-board'],
    ['12', '/notice-list'],
  ])('menu item %s links to %s', (id, target) => {
    const item = mainMenu.find((entry) => entry.id === id);
    expect(item && footerLinkTarget(item)).toBe(target);
  });
});
