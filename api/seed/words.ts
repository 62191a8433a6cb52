const FIRST_NAMES = [
  'Abdul',
  'Ayesha',
  'Farhan',
  'Nabila',
  'Rashed',
  'Sadia',
  'Imran',
  'Tasnim',
  'Kamrul',
  'Mahbuba',
  'Shafiq',
  'Rumana',
  'Tanvir',
  'Fahmida',
  'Jahid',
  'Sharmin',
  'Arif',
  'Nasrin',
  'Mizanur',
  'Lubna',
  'Zahid',
  'Rehana',
  'Sabbir',
  'Mousumi',
  'Habib',
  'Shirin',
  'Asif',
  'Parveen',
  'Raihan',
  'Dilruba',
] as const;
const LAST_NAMES = [
  'Rahman',
  'Hossain',
  'Chowdhury',
  'Ahmed',
  'Islam',
  'Khan',
  'Haque',
  'Siddiqui',
  'Karim',
  'Alam',
  'Sarkar',
  'Talukder',
  'Bhuiyan',
  'Mahmud',
  'Kabir',
  'Uddin',
  'Majumder',
  'Hasan',
] as const;
export const AREAS = [
  'House 12, Road 7, Gulshan 1',
  'House 45, Road 11, Banani',
  'Flat 5B, Road 27, Dhanmondi',
  'House 8, Road 3, Baridhara',
  'House 19, Sector 4, Uttara',
  'House 31, Road 2, Bashundhara R/A',
] as const;
export const NEWS_TOPICS = [
  'Annual Sports Day',
  'Badminton Championship',
  'Cultural Night',
  'Pohela Boishakh Celebration',
  'Swimming Gala',
  'Charity Iftar',
  'Chess Open',
  'Family Fun Fair',
  'Golf Clinic',
  'Tennis Cup',
  'Victory Day Programme',
  'Book Club Evening',
  'Health Camp',
  'Kids Art Workshop',
  'Winter Picnic',
] as const;
export const NEWS_TAGS = [
  'Sports',
  'Culture',
  'Community',
  'Announcements',
  'Youth',
  'Dining',
] as const;
export const MEMBERSHIP_TYPES = [
  'Life',
  'Permanent',
  'Corporate',
  'Honorary',
  'Temporary',
] as const;
export const DEPARTMENTS = ['Sports', 'Cultural', 'Food & Beverage', 'Finance', 'Library'] as const;
export const DESIGNATIONS = [
  'Vice President',
  'General Secretary',
  'Treasurer',
  'Joint Secretary',
  'Member',
] as const;
export const LOREM =
  'The club brings families together through sport, culture and fellowship. Members and their guests enjoy well-kept facilities, friendly staff and a calendar full of events for every age. Our committees work throughout the year to keep standards high and fees fair, and every member is welcome to take part.';

/** A person's name from the lists, varied by `n`. */
export const personName = (n: number) =>
  `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length]}`;

/** An 11-digit Bangladeshi mobile number, varied by `n`. */
export const mobileNumber = (n: number) =>
  `01${[7, 8, 9, 5, 6, 3][n % 6]}${String(10_000_000 + ((n * 7919) % 89_999_999)).slice(0, 8)}`;

/** Paragraphs of plain prose as HTML. */
export const paragraphs = (count: number, lead = '') =>
  Array.from(
    { length: count },
    (_, i) => `<p>${i === 0 && lead ? `${lead} ` : ''}${LOREM}</p>`,
  ).join('');
