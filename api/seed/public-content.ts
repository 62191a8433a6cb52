import { type Random } from './random.ts';
import { pictures, poolFile } from './media-pool.ts';
import {
  DEPARTMENTS,
  DESIGNATIONS,
  LOREM,
  NEWS_TAGS,
  NEWS_TOPICS,
  paragraphs,
  personName,
} from './words.ts';
import { xssFragment } from './xss-vectors.ts';

export interface Seeded {
  collections: Record<string, ({ _id: string } & Record<string, unknown>)[]>;
  settings: Record<string, unknown>;
  pdfs: { file: string; title: string }[];
}

const id = (prefix: string, n: number) => `${prefix}${String(n + 1).padStart(4, '0')}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

/** Committees: an executive committee per term 2012..now, past presidents, sub-committees, founders. */
function committees(now: Date) {
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

/** The public area's content: pages, committees, news, events, gallery, facilities, publications. */
export function publicContent(random: Random, scale: number, now: Date): Seeded {
  const pdfs: Seeded['pdfs'] = [];
  const pdf = (file: string, title: string) => (pdfs.push({ file, title }), file);
  const news = Array.from({ length: 32 * scale }, (_, i) => ({
    _id: id('nw', i),
    title: `${NEWS_TOPICS[i % NEWS_TOPICS.length]} ${2026 - Math.floor(i / NEWS_TOPICS.length)}`,
    // One story has no cover picture (the site shows a placeholder).
    coverImage: i === 5 ? null : poolFile(pictures.covers, i),
    publishDate: daysFrom(now, -3 * i - 1).toISOString(),
    tags: [NEWS_TAGS[i % NEWS_TAGS.length], NEWS_TAGS[(i * 3 + 1) % NEWS_TAGS.length]].join(', '),
    // Story 2 carries script-injection vectors the site must neutralise.
    description:
      i === 2
        ? `${paragraphs(1)}${xssFragment()}`
        : paragraphs(2, `News from the club: ${NEWS_TOPICS[i % NEWS_TOPICS.length]}.`),
  }));
  const events = Array.from({ length: 14 * scale }, (_, i) => {
    const day = daysFrom(now, 7 * i - 20);
    return {
      _id: id('ev', i),
      title: `${NEWS_TOPICS[(i + 4) % NEWS_TOPICS.length]} ${day.getFullYear()}`,
      description: `${LOREM} ${LOREM}`,
      schedule: `${day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}, ${6 + (i % 4)}:00 PM`,
      // The last event has no cover picture.
      coverImage: i === 13 ? '' : poolFile(pictures.covers, i + 3),
    };
  });
  const albums = Array.from({ length: 13 * scale }, (_, i) => ({
    _id: id('al', i),
    title: `${NEWS_TOPICS[(i + 2) % NEWS_TOPICS.length]} Album`,
    // Album 12 is empty: 'No Data Found' on its page.
    photos:
      i === 12
        ? []
        : Array.from({ length: 6 + (i % 4) }, (_, p) => ({
            photo: poolFile(pictures.covers, i * 5 + p),
          })),
  }));
  const publicationTypes = ['Magazine', 'Annual Report', 'Newsletter', 'Bulletin'];
  const publications = Array.from({ length: 14 * scale }, (_, i) => {
    const type = publicationTypes[i % 4] as string;
    const title =
      type === 'Magazine'
        ? `Club Magazine Issue ${40 - i}`
        : `${type} ${2026 - i} (Members Only Edition ${i + 1})`;
    return {
      _id: id('pb', i),
      title,
      type,
      publishedDate: isoDay(daysFrom(now, -40 * i - 5)),
      attachment: pdf(`docs/publication-${i + 1}.pdf`, title),
      coverImage: poolFile(pictures.covers, i + 7),
    };
  });
  return {
    pdfs,
    collections: {
      sliders: pictures.sliders.map((picture, i) => ({ _id: id('sl', i), photo: picture.file })),
      committee: committees(now),
      departments: DEPARTMENTS.map((departmentName, i) => ({ _id: id('dp', i), departmentName })),
      news,
      // 'Heritage' has no stories yet: choosing it alone shows 'No news published'.
      newsTags: [...NEWS_TAGS, 'Heritage'].map((tag) => ({ _id: tag })),
      events,
      albums,
      facilities: facilities(random),
      publications,
      publicationTypes: publicationTypes.map((type) => ({ _id: type })),
    },
    settings: {
      clubHistory: {
        clubHistory: `<h2>Our story</h2>${paragraphs(4, 'Founded in 2012 by a group of families in the capital, the club has grown into a home away from home.')}${xssFragment()}`,
        coverImage: poolFile(pictures.covers, 1),
      },
      messages: Object.fromEntries(
        (
          ['President Message', 'Founder Advisor Message', 'Founder President Message'] as const
        ).map((from, i) => [
          from,
          {
            messageFrom: from,
            message: paragraphs(3, `Dear members, it is my privilege to write to you.`),
            name: personName(40 + i),
            image: poolFile(pictures.avatars, 20 + i),
            signature: personName(40 + i),
            linkedinUrl: `https://www.linkedin.com/in/club-${i + 1}`,
          },
        ]),
      ),
      affiliation: affiliation(),
      contactUs: {
        email: 'info@banyanclub.example',
        mobile: '01711000001, 01811000002, 01911000003',
        address: 'Plot 5, Road 10, Gulshan 2, Dhaka 1212, Bangladesh',
        attachment: pdf('docs/club-contacts-directory.pdf', 'Club Contacts Directory'),
      },
      others: Object.fromEntries(
        (['guest-rules', 'dress-code', 'timing', 'feature-details'] as const).map((page) => {
          const title = page
            .split('-')
            .map((word) => word[0]?.toUpperCase() + word.slice(1))
            .join(' ');
          return [
            page,
            {
              title,
              description: paragraphs(2, `${title} of the club.`),
              image: pdf(`docs/${page}.pdf`, title),
            },
          ];
        }),
      ),
      privacyPolicy: `<h2>Privacy Policy</h2>${paragraphs(3, 'We keep members\u2019 data only for running the club.')}`,
    },
  };
}

function affiliation() {
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

function facilities(random: Random) {
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
