import { type Random } from './random.ts';
import { pictures, poolFile } from './media-pool.ts';
import { DEPARTMENTS, DESIGNATIONS, LOREM, personName } from './words.ts';
import { xssFragment } from './xss-vectors.ts';

const id = (prefix: string, n: number) => `${prefix}${String(n + 1).padStart(4, '0')}`;

/** Committees: an executive committee per term 2012..now, past presidents, sub-committees, founders. */
export function committees(now: Date) {
  const entries: Record<string, unknown>[] & { _id: string }[] = [];
  let n = 0;
  const person = (designation: string, extra: Record<string, unknown>) => {
    entries.push({
      _id: id('cm', n),
      name: personName(n + 11),
      designation,
      image: poolFile(pictures.avatars, n),
      acNo: `BC-${200 + (n % 400)}`,
      ...extra,
    });
    n++;
  };
  for (let year = 2012; year <= now.getFullYear(); year++) {
    const term = { type: 'Executive Committee', fromYear: year, toYear: year + 1 };
    for (const designation of [
      'President',
      'Chairman',
      'Advisor',
      ...DESIGNATIONS,
      'Member',
      'Member',
    ]) {
      person(designation, term);
    }
    person('President', { type: 'Past President', fromYear: year, toYear: year + 1 });
  }
  for (const department of DEPARTMENTS) {
    for (const designation of ['Chairman', 'Member', 'Member', 'Member']) {
      person(designation, { type: 'Present Sub-Committee', department });
    }
  }
  for (const designation of [
    'Advisor',
    'President',
    'Member',
    'Member',
    'Member',
    'Member',
    'Member',
    'Member',
  ]) {
    person(designation, { type: 'Founder Member' });
  }
  return entries;
}

/** Affiliated and reciprocal clubs, domestic and international (one carries XSS vectors). */
export function affiliation() {
  const club = (prefix: string, n: number, country: string, withVectors = false) => ({
    name: `${prefix} ${['Gymkhana', 'Club', 'Country Club', 'Golf Club', 'Sporting Club'][n % 5]} ${country}`,
    logo: `/${poolFile(pictures.logos, n)}`,
    description: `<p>A reciprocal arrangement with ${country}: members enjoy access to facilities on presentation of a letter of introduction.</p>${withVectors ? xssFragment() : ''}`,
  });
  return {
    club: {
      domestic: ['Chattogram', 'Sylhet', 'Khulna', 'Rajshahi'].map((city, i) =>
        club('Royal', i, city, i === 0),
      ),
      international: ['Kolkata', 'Kathmandu', 'Colombo', 'Singapore', 'Bangkok'].map((city, i) =>
        club('Grand', i + 4, city),
      ),
    },
    reciprocal: {
      domestic: ['Cox’s Bazar', 'Bogura'].map((city, i) => club('Heritage', i + 2, city)),
      international: ['Kuala Lumpur', 'Dubai', 'London'].map((city, i) =>
        club('Capital', i + 6, city),
      ),
    },
  };
}

/** Facilities of every type the site links by, with full item details. */
export function facilities(random: Random) {
  const item = (parent: number, n: number, name: string, withVectors = false) => ({
    _id: id(`fi${parent}-`, n),
    name,
    details: {
      feature: `<p>${name}: ${LOREM}</p><ul><li>Open to members and guests</li><li>Air-conditioned</li></ul>`,
      price: [
        { title: 'Member', amount: random.int(3, 20) * 100, description: 'Per person' },
        {
          title: 'Guest',
          amount: random.int(21, 40) * 100,
          description: 'Per guest, with a member',
        },
      ],
      timing: [
        { title: 'Weekdays', slot: '7:00 AM – 10:00 PM', description: 'Sunday to Thursday' },
        { title: 'Weekend', slot: '8:00 AM – 11:00 PM', description: 'Friday and Saturday' },
      ],
      rules: `<ol><li>Members must sign in guests.</li><li>Proper attire is required.</li></ol>${withVectors ? xssFragment() : ''}`,
    },
  });
  const facility = (n: number, name: string, type: string, items: string[]) => ({
    _id: id('fc', n),
    name,
    type,
    coverImage: poolFile(pictures.covers, n + 2),
    description: `<p>${name} — ${LOREM}</p>`,
    items: items.map((itemName, i) => item(n, i, itemName, n === 2 && i === 0)),
  });
  return [
    facility(0, 'Restaurant & Café', 'Restaurant', ['Main Dining', 'Rooftop Café', 'Bakery']),
    facility(1, 'Sports Complex', 'Sports', [
      'Swimming Pool',
      'Badminton Courts',
      'Gymnasium',
      'Squash',
    ]),
    facility(2, 'Member Services', 'Service', ['Spa & Salon', 'Laundry', 'Business Centre']),
    facility(3, 'Hall & Room Booking', 'Booking', ['Banquet Halls', 'Club Residence']),
    facility(4, 'Library & Card Room', 'Others', ['Library', 'Card Room']),
    // An 'Others' facility without items: its tile leads nowhere (public-area.md §2).
    facility(5, 'Prayer Room', 'Others', []),
    // A type the site does not know: it links to /facility-details/{id}/.
    facility(6, 'Members Lounge', 'Lounge', ['Quiet Lounge']),
  ];
}
