import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startStandIn, type StandInHarness } from './stand-in.ts';

let api: StandInHarness;
beforeAll(async () => {
  api = await startStandIn();
});

const year = new Date().getFullYear();
const isMediaPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith(`${ORIGIN}/web/`);

// Every public call of api-contract.md: the envelope and the fields the specification reads.
describe.each([
  [
    'home/silder/list',
    (d: any) =>
      d.sliders.length > 0 &&
      d.sliders.every((s: any) => s._id && s.photo) &&
      isMediaPath(d.mediaPath),
  ],
  [
    'club/club-history/get',
    (d: any) =>
      d.clubHistory.clubHistory.length > 800 &&
      d.clubHistory.coverImage &&
      isMediaPath(d.mediaPath),
  ],
  [
    'club/message/get?messageFrom=President%20Message',
    (d: any) =>
      ['messageFrom', 'message', 'name', 'image', 'signature', 'linkedinUrl'].every(
        (k) => k in d.message,
      ),
  ],
  [
    'club/message/get?messageFrom=Founder%20Advisor%20Message',
    (d: any) => d.message.messageFrom === 'Founder Advisor Message',
  ],
  [
    'club/message/get?messageFrom=Founder%20President%20Message',
    (d: any) => d.message.messageFrom === 'Founder President Message',
  ],
  [
    `club/members/get?type=Executive%20Committee&fromYear=${year - 1}&toYear=${year}`,
    (d: any) =>
      d.members.length > 0 &&
      d.members.some((m: any) => m.designation === 'President') &&
      d.members.every((m: any) => m._id && m.name && m.designation && m.acNo),
  ],
  [`club/members/get?type=Past%20President&year=${year - 1}`, (d: any) => d.members.length > 0],
  [
    'club/members/get?type=Present%20Sub-Committee&department=Sports',
    (d: any) => d.members.length > 0,
  ],
  ['club/members/get?type=Founder%20Member', (d: any) => d.members.length >= 6],
  [
    'club/department/get',
    (d: any) =>
      d.departments.length >= 4 && d.departments.every((x: any) => x._id && x.departmentName),
  ],
  [
    'affiliation/list',
    (d: any) =>
      ['club', 'reciprocal'].every(
        (g) => d.affiliation[g].domestic.length > 0 && d.affiliation[g].international.length > 0,
      ) && d.affiliation.club.domestic.every((c: any) => c.name && c.logo && c.description),
  ],
  [
    'club/contact-us/get',
    (d: any) =>
      d.contactUs.email &&
      d.contactUs.mobile.includes(',') &&
      d.contactUs.address &&
      d.contactUs.attachment === '',
  ],
  [
    'club/others/guest-rules/get',
    (d: any) => d.content.title && d.content.description && d.content.image,
  ],
  ['club/others/dress-code/get', (d: any) => d.content.title === 'Dress Code'],
  ['club/others/timing/get', (d: any) => d.content.title === 'Timing'],
  ['club/others/feature-details/get', (d: any) => d.content.title === 'Feature Details'],
  [
    'event/list?page=1&searchKey=&size=100',
    (d: any) =>
      d.eventPage.count >= 12 &&
      d.eventPage.events.every((e: any) =>
        ['_id', 'title', 'description', 'schedule', 'coverImage'].every((k) => k in e),
      ),
  ],
  ['event/details/ev0001', (d: any) => d.event._id === 'ev0001' && isMediaPath(d.mediaPath)],
  [
    'club/facilities/list',
    (d: any) =>
      ['Restaurant', 'Sports', 'Service', 'Booking', 'Others'].every((t) =>
        d.facilities.some((f: any) => f.type === t),
      ),
  ],
  ['club/facilities/details/fc0001', (d: any) => d.facility.items.length > 0],
  [
    'club/facilities/item/details/fc0002/fi1-0002',
    (d: any) =>
      d.facility.items[0]._id === 'fi1-0002' &&
      d.facility.items[0].details.price.length > 0 &&
      d.facility.items[0].details.timing.length > 0 &&
      d.facility.items[0].details.feature &&
      d.facility.items[0].details.rules,
  ],
  [
    'club/gallery/album/list?page=1&searchKey=&size=5',
    (d: any) => d.albumPage.albums.length === 5 && d.albumPage.count >= 12,
  ],
  ['club/gallery/album/details/al0001', (d: any) => d.album.photos.length >= 6],
  [
    'news/list?page=1&searchKey=&size=6',
    (d: any) =>
      d.newsPage.news.length === 6 &&
      d.newsPage.count >= 30 &&
      d.newsPage.news.every((n: any) =>
        ['_id', 'title', 'coverImage', 'publishDate', 'tags'].every((k) => k in n),
      ),
  ],
  ['news/details/nw0001', (d: any) => d.news.title && d.news.description],
  ['news/tag/get', (d: any) => d.tags.length >= 5 && d.tags.every((t: any) => t._id)],
  [
    'club/publication/get?page=1&searchKey=&size=100',
    (d: any) => d.publicationPage.publications.length > 0,
  ],
  ['club/publication/type/get', (d: any) => d.types.map((t: any) => t._id).includes('Magazine')],
])('GET %s', (path, holds) => {
  it('answers the envelope with the fields the site reads', async () => {
    const { status, body } = await api.call(path);
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(holds(body.data)).toBeTruthy();
  });
});

describe('public calls', () => {
  it('privacy-policy/get answers the policy as an HTML string', async () => {
    const { body } = await api.call('privacy-policy/get');
    expect(body.data).toMatch(/^<h2>Privacy Policy<\/h2>/);
  });

  it('news/list pages newest first and counts every match', async () => {
    const first = await api.call('news/list?page=1&searchKey=&size=6');
    const second = await api.call('news/list?page=2&searchKey=&size=6');
    const dates = [...first.body.data.newsPage.news, ...second.body.data.newsPage.news].map(
      (n: any) => n.publishDate,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(12);
  });

  it('club/publication/get shows a visitor only the Magazine and a member every type', async () => {
    const visitor = await api.call('club/publication/get?page=1&searchKey=&size=100');
    const types = (data: any) => new Set(data.publicationPage.publications.map((p: any) => p.type));
    expect([...types(visitor.body.data)]).toEqual(['Magazine']);
    const member = await api.call('club/publication/get?page=1&searchKey=&size=100', {
      token: await api.signIn(),
    });
    expect(types(member.body.data).size).toBe(4);
  });

  it('club/contact-us/get gives the attachment to members only', async () => {
    const member = await api.call('club/contact-us/get', { token: await api.signIn() });
    expect(member.body.data.contactUs.attachment).toMatch(
      /^members\/[0-9a-f]{32}\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]+$/,
    );
    const visitor = await api.call('club/contact-us/get');
    expect(visitor.body.data.contactUs.attachment).toBe('');
  });

  it('club/contact-us/submit stores an enquiry and thanks the visitor', async () => {
    const { body } = await api.call('club/contact-us/submit', {
      body: {
        email: 'guest@example.com',
        fullName: 'A Guest',
        phone: '01711000000',
        message: 'Hello',
      },
    });
    expect(body.error).toBe(false);
    expect(body.message).toMatch(/thank you/i);
    const row = api.db.prepare('SELECT full_name FROM enquiries').get() as { full_name: string };
    expect(row.full_name).toBe('A Guest');
  });

  it('serves media files with their content type, and committee images under /web/uploads', async () => {
    const slider = await api.app.request(`${ORIGIN}/web/media/sliders/sliders-01.jpg`);
    expect(slider.headers.get('content-type')).toBe('image/jpeg');
    const pdf = await api.app.request(`${ORIGIN}/web/media/docs/guest-rules.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const upload = await api.app.request(`${ORIGIN}/web/uploads/avatars/avatars-01.jpg`);
    expect(upload.status).toBe(200);
    const escape = await api.app.request(`${ORIGIN}/web/media/..%2F..%2Fetc%2Fpasswd`);
    expect(escape.status).toBe(404);
  });

  it('answers an unknown id and an unknown call with a 404 envelope', async () => {
    for (const path of ['event/details/nope', 'news/details/nope', 'no/such/call']) {
      const { status, body } = await api.call(path);
      expect(status).toBe(404);
      expect(body.error).toBe(true);
      expect(body.message).toBeTruthy();
    }
  });
});
