import { describe, expect, it } from 'vitest';
import {
  LIVE_SCOREBOARD_URL,
  mainMenu,
  sessionMenuEntry,
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

  it('lists the election pages with the external live scoreboard', () => {
    const election = mainMenu.find((item) => item.id === '11');
    expect(election?.path).toBe('/election');
    expect(election?.children.map((child) => child.path)).toEqual([
      '/election-board',
      '/election-appeal-board',
      '/president-candidate-list',
      '/ec-candidate-list',
      LIVE_SCOREBOARD_URL,
      '/election-live',
      '/election-coc',
      '/election-rules',
      '/election-schedule',
      '/election-final-result',
    ]);
    expect(election?.children[4]?.external).toBe(true);
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
