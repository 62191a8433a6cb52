/** The stand-in's demo member: the account `npm start` prints and the tests sign in with. */
export const DEMO_MEMBER = {
  acNo: 'BC-101',
  password: 'club-demo-2026',
  name: 'Tahmid Rahman',
  memCode: 'M-0101',
  email: 'tahmid.rahman@example.com',
  mobile: '01712345678',
  membershipType: 'Life',
} as const;

/** A second member, for "another member's booking" cases. */
export const SECOND_MEMBER = {
  acNo: 'BC-102',
  password: 'club-demo-2026',
  name: 'Nusrat Jahan',
  memCode: 'M-0102',
  email: 'nusrat.jahan@example.com',
  mobile: '01898765432',
  membershipType: 'Permanent',
} as const;

/** A third member, whose bookings only the booking-form browser tests make (they count them). */
export const THIRD_MEMBER = {
  acNo: 'BC-103',
  password: 'club-demo-2026',
  name: 'Farzana Akter',
  memCode: 'M-0103',
  email: 'farzana.akter@example.com',
  mobile: '01556677889',
  membershipType: 'Corporate',
} as const;

// The ordering credentials are the site's demo settings too (src/lib/settings.ts): one copy,
// kept with the site, which must not import the stand-in.
export { DEMO_ORDERING } from '../src/lib/demo-ordering.ts';
