import { routes } from './routes.ts';

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

/**
 * The main menu, ids 01 to 18, with the election's live scoreboard (kept on the club's other
 * site, PUBLIC_ELECTION_SCOREBOARD_URL) among the election's pages when its address is given;
 * without one there is no such entry rather than a link to nowhere.
 */
export function siteMenu(scoreboardUrl?: string): MenuItem[] {
  return [
    item('01', 'Home', routes.home),
    item('02', 'The Club', routes.clubHistory, [
      link('Club History', routes.clubHistory),
      link('Founder Members', routes.founderMembers),
      link('Founder Advisor Message', routes.founderAdvisorMessage),
      link('Founder President Message', routes.founderPresidentMessage),
      link('Guest Rules', routes.guestRules),
      link('Dress Code', routes.dressCode),
      link('Timing', routes.timing),
    ]),
    item('03', 'Committee', routes.presidentMessage, [
      link('President Message', routes.presidentMessage),
      link('Present Executive Committee', routes.presentCommittee),
      link('Former Executive Committee', routes.formerCommittee),
      link('Past Presidents', routes.pastPresidents),
      link('Present Sub Committee', routes.presentSubCommittee),
    ]),
    item('04', 'Affiliation', routes.affiliatedClubs, [
      link('Affiliated Clubs', routes.affiliatedClubs),
      link('Reciprocal Agreements', routes.reciprocalAgreements),
    ]),
    item('05', 'Facilities', routes.facilities),
    item('06', 'Publications', routes.publications),
    item('07', 'Event Calender', routes.events),
    item('08', 'Gallery', routes.gallery),
    item('09', 'News', routes.news),
    item('10', 'Contact Us', routes.contact),
    item(
      '11',
      'Election',
      routes.election,
      [
        link('Election Board', routes.electionBoard),
        link('Election Appeal Board', routes.electionAppealBoard),
        link('President Candidate List', routes.presidentCandidateList),
        link('EC Candidate List', routes.ecCandidateList),
        ...(scoreboardUrl
          ? [{ name: 'Live Scoreboard', path: scoreboardUrl, external: true }]
          : []),
        link('Election Live', routes.electionLive),
        link('Code of Conduct', routes.electionCodeOfConduct),
        link('Election Rules', routes.electionRules),
        link('Election Schedule', routes.electionSchedule),
        link('Final Result', routes.electionFinalResult),
      ],
      true,
    ),
    item('12', 'Notice', routes.noticeList, [], true),
    item('13', 'Circulars', routes.circularList, [], true),
    item('14', 'Member Directory', routes.memberDirectory, [], true),
    item('15', 'Employee Directory', routes.employeeDirectory, [], true),
    item('16', 'Booking', routes.bookingList, [], true),
    item('17', 'Order', routes.order, [], true),
    item('18', 'Billing', routes.billingList, [], true),
  ];
}

/** The menu's own pages: every entry but the scoreboard, which is a setting (the pages built
 * with the menu pass it to `siteMenu`; what only reads the site's paths uses this). */
export const mainMenu: readonly MenuItem[] = siteMenu();

/**
 * The links under an entry with children: the entry's own page first when no child goes
 * there (Election's /election), so that every entry's path is a link of the menu.
 */
export function groupLinks(item: MenuItem): readonly MenuLink[] {
  const own = item.children.some((child) => child.path === item.path);
  return own ? item.children : [{ name: item.name, path: item.path }, ...item.children];
}

/** The menu a visitor or a member sees. */
export function visibleMenu(loggedIn: boolean, menu: readonly MenuItem[] = mainMenu): MenuItem[] {
  return menu.filter((entry) => loggedIn || !entry.membersOnly);
}

/** The last menu entry (the menu's and the footer's): Login for visitors, Log Out for members. */
export function sessionMenuEntry(loggedIn: boolean): MenuLink {
  return loggedIn
    ? { name: 'Log Out', path: routes.logOut }
    : { name: 'Login', path: routes.login };
}
