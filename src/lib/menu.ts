import { login, logOut } from './route-paths.ts';

/** A link of the main menu; `external` links open the other site in a new tab. */
export interface MenuLink {
  name: string;
  path: string;
  external?: boolean;
}

/** A main menu entry (public-area §2, members-area §2); `membersOnly` hides it from visitors. */
export interface MenuItem extends MenuLink {
  id: string;
  children: readonly MenuLink[];
  membersOnly: boolean;
}

/**
 * The 'Under Construction' screen (public-area.md, The Club): where a menu entry points
 * while its page does not exist yet, so the menu never leads to 'Page not found'.
 */
export const UNDER_CONSTRUCTION_PATH = '/under-construction';

/** The election's live scoreboard, kept on another site. */
export const LIVE_SCOREBOARD_URL = 'https://election-live.example.com/scoreboard';

const item = (
  id: string,
  name: string,
  path: string,
  children: MenuLink[] = [],
  membersOnly = false,
): MenuItem => ({
  id,
  name,
  path,
  children,
  membersOnly,
});
const link = (name: string, path: string): MenuLink => ({ name, path });

/** The main menu, ids 01 to 18. */
export const mainMenu: readonly MenuItem[] = [
  item('01', 'Home', '/'),
  item('02', 'The Club', '/club-history', [
    link('Club History', '/club-history'),
    link('Founder Members', '/founder-members'),
    link('Founder Advisor Message', '/founder-advisor-message'),
    link('Founder President Message', '/founder-president-message'),
    link('Guest Rules', '/guest-rules'),
    link('Dress Code', '/dress-code'),
    link('Timing', '/timing'),
  ]),
  item('03', 'Committee', '/current-president-message', [
    link('President Message', '/current-president-message'),
    link('Present Executive Committee', '/present-ec'),
    link('Former Executive Committee', '/former-ec'),
    link('Past Presidents', '/past-presidents'),
    link('Present Sub Committee', '/present-sub-committee'),
  ]),
  item('04', 'Affiliation', '/affiliated-clubs', [
    link('Affiliated Clubs', '/affiliated-clubs'),
    link('Reciprocal Agreements', '/reciprocal-agreements'),
  ]),
  item('05', 'Facilities', '/facilities'),
  item('06', 'Publications', '/publications'),
  item('07', 'Event Calender', '/event-calender'),
  item('08', 'Gallery', '/gallery'),
  item('09', 'News', '/news'),
  item('10', 'Contact Us', '/contact'),
  item(
    '11',
    'Election',
    '/election',
    [
      link('Election Board', '/election-board'),
      link('Election Appeal Board', '/election-appeal-board'),
      link('President Candidate List', '/president-candidate-list'),
      link('EC Candidate List', '/ec-candidate-list'),
      { name: 'Live Scoreboard', path: LIVE_SCOREBOARD_URL, external: true },
      link('Election Live', '/election-live'),
      link('Code of Conduct', '/election-coc'),
      link('Election Rules', '/election-rules'),
      link('Election Schedule', '/election-schedule'),
      link('Final Result', '/election-final-result'),
    ],
    true,
  ),
  item('12', 'Notice', '/notice-list', [], true),
  item('13', 'Circulars', '/circular-list', [], true),
  item('14', 'Member Directory', '/member-directory', [], true),
  item('15', 'Employee Directory', '/employee-directory', [], true),
  item('16', 'Booking', '/booking-list', [], true),
  item('17', 'Order', '/order', [], true),
  item('18', 'Billing', '/billing-list', [], true),
];

/** The menu a visitor or a member sees. */
export function visibleMenu(loggedIn: boolean, menu: readonly MenuItem[] = mainMenu): MenuItem[] {
  return menu.filter((entry) => loggedIn || !entry.membersOnly);
}

/** The last menu entry (the menu's and the footer's): Login for visitors, Log Out for members. */
export function sessionMenuEntry(loggedIn: boolean): MenuLink {
  return loggedIn ? { name: 'Log Out', path: logOut } : { name: 'Login', path: login };
}
