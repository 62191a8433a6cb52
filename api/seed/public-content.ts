import { type Random } from './random.ts';
import { memberFilePath, pictures, poolFile } from './media-pool.ts';
import { affiliation, committees, facilities } from './club-content.ts';
import { DEPARTMENTS, LOREM, NEWS_TAGS, NEWS_TOPICS, paragraphs, personName } from './words.ts';
import { xssFragment } from './xss-vectors.ts';

export interface Seeded {
  collections: Record<string, ({ _id: string } & Record<string, unknown>)[]>;
  settings: Record<string, unknown>;
  pdfs: { file: string; title: string }[];
}

const id = (prefix: string, n: number) => `${prefix}${String(n + 1).padStart(4, '0')}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

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
      // Free text, as the provider sends it: a start time, a time range, or no date yet.
      schedule:
        i === 12
          ? 'To be announced'
          : `${day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}, ${6 + (i % 4)}:00 PM${i % 3 === 1 ? ` - ${8 + (i % 4)}:00 PM` : ''}`,
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
      // Only the Magazine is public; the other types are member documents.
      attachment: pdf(
        type === 'Magazine'
          ? `docs/publication-${i + 1}.pdf`
          : memberFilePath(`publication-${i + 1}.pdf`),
        title,
      ),
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
        // For members only (public-area.md §6).
        attachment: pdf(memberFilePath('club-contacts-directory.pdf'), 'Club Contacts Directory'),
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
