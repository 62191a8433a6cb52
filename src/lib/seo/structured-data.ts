import type {
  BreadcrumbList,
  Event,
  NewsArticle,
  Organization,
  Place,
  PostalAddress,
  SportsClub,
  Thing,
  WithContext,
} from 'schema-dts';
import { clubIsoDateTime } from '../calendar/club-time.ts';
import type { EventTimes } from '../calendar/schedule.ts';
import { CLUB_NAME, FOUNDED_YEAR, SOCIAL_LINKS } from '../club.ts';
import type { ContactData } from '../schemas/club-pages.ts';
import { routes } from '../routes.ts';
import { pageUrl } from './page-url.ts';
import { splitMobiles } from '../text/contact.ts';
import { xmlText } from '../text/xml-text.ts';

// JSON-LD (schema.org) for search engines and link previews, typed with schema-dts so a
// wrong property or type is a type error. Every URL in it is absolute.

/** A structured-data block of a page. */
export type StructuredData = WithContext<Thing>;

/** A step of a page's trail (home › section › page), by site path. */
export interface TrailStep {
  name: string;
  path: string;
}

const CONTEXT = 'https://schema.org' as const;
const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;
const clubId = (siteUrl: string) => `${pageUrl('/', siteUrl)}#club`;

/** The club's postal address from the contact page's one line; the country is Bangladesh. */
function postalAddress(address: string): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address,
    addressLocality: 'Dhaka',
    addressCountry: 'BD',
  };
}

/** A short reference to the club (publisher, organiser), pointing at its full record. */
function clubReference(siteUrl: string, logo: string): Organization {
  return {
    '@type': 'SportsClub',
    '@id': clubId(siteUrl),
    name: CLUB_NAME,
    url: pageUrl('/', siteUrl),
    logo: absolute(logo, siteUrl),
  };
}

/** The club as a SportsClub: name, address, email, telephones, logo and social pages. */
export function clubData(
  contact: ContactData['contactUs'] | null,
  siteUrl: string,
  images: { logo: string; picture: string },
): WithContext<SportsClub> {
  const mobiles = splitMobiles(contact?.mobile);
  return {
    '@context': CONTEXT,
    '@type': 'SportsClub',
    '@id': clubId(siteUrl),
    name: CLUB_NAME,
    url: pageUrl('/', siteUrl),
    logo: absolute(images.logo, siteUrl),
    image: absolute(images.picture, siteUrl),
    foundingDate: String(FOUNDED_YEAR),
    sameAs: SOCIAL_LINKS.map((link) => link.url),
    ...(contact?.address ? { address: postalAddress(contact.address) } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(mobiles[0] ? { telephone: mobiles[0] } : {}),
    ...(contact && (contact.email || mobiles.length > 0)
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            areaServed: 'BD',
            availableLanguage: ['en', 'bn'],
            ...(contact.email ? { email: contact.email } : {}),
            ...(mobiles.length > 0 ? { telephone: mobiles } : {}),
            url: pageUrl(routes.contact, siteUrl),
          },
        }
      : {}),
  };
}

/** The dates of an event as schema.org wants them: a day, or a time with the Dhaka offset. */
function eventDates(times: EventTimes | null): Pick<Event & object, 'startDate' | 'endDate'> {
  if (!times) return {};
  if (times.allDay)
    return {
      startDate: times.firstDay,
      ...(times.lastDay !== times.firstDay ? { endDate: times.lastDay } : {}),
    };
  return {
    startDate: clubIsoDateTime(times.start),
    ...(times.end ? { endDate: clubIsoDateTime(times.end) } : {}),
  };
}

/** An event page's Event: held at the club, organised by it; dates only when read. */
export function eventData(args: {
  title: string;
  description: string;
  path: string;
  image: string;
  times: EventTimes | null;
  address: string | null;
  siteUrl: string;
  logo: string;
}): WithContext<Event> {
  const { siteUrl } = args;
  const venue: Place = {
    '@type': 'Place',
    name: CLUB_NAME,
    ...(args.address ? { address: postalAddress(args.address) } : {}),
  };
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: args.title,
    ...(args.description ? { description: args.description } : {}),
    url: pageUrl(args.path, siteUrl),
    image: absolute(args.image, siteUrl),
    ...eventDates(args.times),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: venue,
    organizer: clubReference(siteUrl, args.logo),
  };
}

/** A news page's NewsArticle, published by the club. */
export function newsArticleData(args: {
  title: string;
  description: string;
  path: string;
  image: string;
  published: string | null;
  siteUrl: string;
  logo: string;
}): WithContext<NewsArticle> {
  const url = pageUrl(args.path, args.siteUrl);
  const club = clubReference(args.siteUrl, args.logo);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    // Search engines show up to 110 characters of a headline.
    headline: Array.from(args.title).slice(0, 110).join(''),
    ...(args.description ? { description: args.description } : {}),
    url,
    mainEntityOfPage: url,
    image: [absolute(args.image, args.siteUrl)],
    ...(args.published ? { datePublished: args.published } : {}),
    author: club,
    publisher: club,
  };
}

/** A page's trail as a BreadcrumbList (absolute URLs, positions from 1). */
export function breadcrumbData(
  trail: readonly TrailStep[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(step.path, siteUrl),
    })),
  };
}

/**
 * A JSON-LD block's text for a <script type="application/ld+json">: '<' is written as a
 * JSON escape, so provider text such as '</script>' cannot close the element; no text
 * carries a character XML forbids (the feed's texts, which readers may write out as XML).
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data, (_, value: unknown) =>
    typeof value === 'string' ? xmlText(value) : value,
  ).replace(/</g, '\\u003c');
}
