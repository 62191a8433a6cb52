import { describe, expect, it } from 'vitest';
import { clubIsoDateTime } from '../../src/lib/calendar/club-time.ts';
import { pageUrl } from '../../src/lib/seo/page-url.ts';
import {
  breadcrumbData,
  clubData,
  eventData,
  jsonLdText,
  newsArticleData,
} from '../../src/lib/seo/structured-data.ts';
import { detailTrail, menuTrail } from '../../src/lib/seo/trail.ts';

const SITE = 'https://club.example';

describe('pageUrl', () => {
  it.each([
    ['/', `${SITE}/`],
    ['/news', `${SITE}/news/`],
    ['/news/', `${SITE}/news/`],
    ['/news-details/nw%201', `${SITE}/news-details/nw%201/`],
    ['/rss.xml', `${SITE}/rss.xml`],
    ['/calendar/ev1.ics', `${SITE}/calendar/ev1.ics`],
  ])('%s → %s', (path, url) => {
    expect(pageUrl(path, SITE)).toBe(url);
  });
});

describe('menuTrail', () => {
  it.each([
    ['/', null],
    ['/news', ['Home /', 'News /news']],
    ['/news/', ['Home /', 'News /news']],
    // A section whose own link is this page is not repeated.
    ['/club-history', ['Home /', 'Club History /club-history']],
    ['/founder-members/', ['Home /', 'The Club /club-history', 'Founder Members /founder-members']],
    [
      '/present-ec',
      ['Home /', 'Committee /current-president-message', 'Present Executive Committee /present-ec'],
    ],
    // Member pages and pages outside the menu have none.
    ['/member-directory', null],
    ['/election-board', null],
    ['/news-details/nw1', null],
  ])('%s', (path, steps) => {
    const trail = menuTrail(path);
    expect(trail && trail.map((step) => `${step.name} ${step.path}`)).toEqual(steps);
  });

  it('puts a detail page under its section', () => {
    expect(detailTrail('/gallery', { name: 'Picnic', path: '/gallery-details/al1' })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Gallery', path: '/gallery' },
      { name: 'Picnic', path: '/gallery-details/al1' },
    ]);
  });
});

describe('structured data', () => {
  const contact = {
    email: 'info@club.example',
    mobile: '01711000001, 01811000002',
    address: 'Plot 5, Road 10, Gulshan 2, Dhaka 1212, Bangladesh',
    attachment: '',
  };

  it('describes the club with its address and contact', () => {
    const club = clubData(contact, SITE, {
      logo: '/icons/icon-512.png',
      picture: '/club-card.png',
    });
    expect(club).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsClub',
      url: `${SITE}/`,
      logo: `${SITE}/icons/icon-512.png`,
      image: `${SITE}/club-card.png`,
      email: contact.email,
      telephone: '01711000001',
      address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'BD' },
      contactPoint: { telephone: ['01711000001', '01811000002'], url: `${SITE}/contact/` },
    });
  });

  it('leaves out what the contact call did not give', () => {
    const club = clubData(null, SITE, { logo: '/l.png', picture: '/p.png' });
    expect(club).not.toHaveProperty('address');
    expect(club).not.toHaveProperty('contactPoint');
  });

  it('gives an event its dates on the Dhaka clock, a day for an all-day one, none unread', () => {
    const base = {
      title: 'Gala',
      description: 'Swim',
      path: '/event-details/ev1',
      image: '/_astro/a.webp',
      address: contact.address,
      siteUrl: SITE,
      logo: '/l.png',
    };
    const timed = eventData({
      ...base,
      times: { allDay: false, start: new Date('2026-05-07T12:00:00Z'), end: null },
    });
    expect(timed).toMatchObject({
      '@type': 'Event',
      startDate: '2026-05-07T18:00:00+06:00',
      url: `${SITE}/event-details/ev1/`,
      image: `${SITE}/_astro/a.webp`,
      location: { '@type': 'Place', address: { streetAddress: contact.address } },
    });
    expect(timed).not.toHaveProperty('endDate');
    const days = eventData({
      ...base,
      times: { allDay: true, firstDay: '2026-05-07', lastDay: '2026-05-09' },
    });
    expect(days).toMatchObject({ startDate: '2026-05-07', endDate: '2026-05-09' });
    expect(eventData({ ...base, times: null })).not.toHaveProperty('startDate');
  });

  it('gives a news story a headline search engines show whole', () => {
    const article = newsArticleData({
      title: 'x'.repeat(150),
      description: '',
      path: '/news-details/nw1',
      image: '/_astro/b.webp',
      published: '2026-05-07T00:00:00.000Z',
      siteUrl: SITE,
      logo: '/l.png',
    });
    expect(article.headline).toHaveLength(110);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      mainEntityOfPage: `${SITE}/news-details/nw1/`,
      datePublished: '2026-05-07T00:00:00.000Z',
      publisher: { '@type': 'SportsClub', name: 'Banyan Club' },
    });
  });

  it('numbers a trail from 1 with absolute addresses', () => {
    const list = breadcrumbData(menuTrail('/founder-members')!, SITE);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'The Club', item: `${SITE}/club-history/` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Founder Members',
        item: `${SITE}/founder-members/`,
      },
    ]);
  });

  it('writes JSON-LD that provider text cannot break out of', () => {
    const text = jsonLdText(
      breadcrumbData([{ name: '</script><script>alert(1)', path: '/' }], SITE),
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)');
  });

  it('writes times with the club offset', () => {
    expect(clubIsoDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01T00:30:00+06:00');
  });
});
