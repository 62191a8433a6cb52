import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { startStandIn, type StandInHarness, V1 } from './stand-in.ts';

let api: StandInHarness;
let token: string;
beforeAll(async () => {
  api = await startStandIn();
  token = await api.signIn();
});

// Every member call of api-contract.md, with what the members' area reads from it.
const memberCalls: [string, (data: any) => unknown][] = [
  [
    'booking/list?page=1&size=10&searchKey=',
    (d) =>
      d.bookingPage.count >= 25 &&
      d.bookingPage.size === 10 &&
      d.bookingPage.bookings.length === 10,
  ],
  [
    'booking/get-booking-ref-data',
    (d) =>
      d.bookingShift.hall.length &&
      d.bookingShift.clubResidence.length &&
      d.bookingTypes.length === 2 &&
      d.paymentMode.some((m: any) => m.value === 'Credit'),
  ],
  [
    'booking/addon/list',
    (d) => d.addons.every((a: any) => a._id && a.title && typeof a.price === 'number'),
  ],
  [
    'member-directory?page=1&searchKey=&size=25&membershipType=',
    (d) =>
      d.memberPage.count >= 60 &&
      d.memberPage.members.length === 25 &&
      [
        '_id',
        'name',
        'image',
        'membershipDate',
        'membershipType',
        'mobile',
        'email',
        'acNo',
        'presentAddress',
      ].every((k) => k in d.memberPage.members[0]),
  ],
  [
    'membership-type/get',
    (d) =>
      d.membershipType.length >= 4 && d.membershipType.every((t: unknown) => typeof t === 'string'),
  ],
  [
    'notice-list?page=1&searchKey=&size=5',
    (d) =>
      d.noticePage.notices.length === 5 &&
      d.noticePage.count >= 8 &&
      d.noticePage.notices.every(
        (n: any) => n.title && n.body && n.attachment && n.createdAt && n.createdBy.name,
      ),
  ],
  [
    'club/circular/list?page=1&searchKey=&size=10&showInactive=yes',
    (d) => d.circularPage.circular.length === 10 && d.circularPage.count >= 12,
  ],
  [
    'club/office-employees/get?page=1&searchKey=&size=10',
    (d) =>
      d.employeePage.count >= 20 &&
      d.employeePage.employees.every(
        (e: any) => e.name && e.designation && e.department && e.mobile && e.email,
      ),
  ],
  [
    'election/board/list?boardType=Election%20Board',
    (d) =>
      d.board.boardType === 'Election Board' &&
      d.board.electionYear &&
      d.board.boardMembers.filter((m: any) => m.layer === 1).length === 1,
  ],
  [
    'election/board/list?boardType=Appeal%20Board',
    (d) => d.board.boardMembers.some((m: any) => m.layer === 2),
  ],
  [
    'election/candidate/list?candidateType=President',
    (d) =>
      d.candidates.length > 0 &&
      d.candidates.every((c: any) => c.name && c.clubAcNo && c.ballotNumber),
  ],
  ['election/candidate/list?candidateType=Executive%20Committee', (d) => d.candidates.length >= 10],
  ['election/election-code-of-conduct/get', (d) => d.content.title && d.content.attachment],
  ['election/election-rules/get', (d) => d.content.title],
  ['election/election-schedule/get', (d) => d.content.title],
  ['election/election-final-result/get', (d) => d.content.title],
  ['election/live/steam/get', (d) => d.liveSteam.url.startsWith('https://')],
  [
    'billing/balance/get',
    (d) =>
      d.balance.ac_no === DEMO_MEMBER.acNo &&
      ['mem_code', 'mem_name', 'mem_type', 'balance', 'dues', 'cLimit'].every(
        (k) => k in d.balance,
      ),
  ],
  [
    'billing/details/bk-0001',
    (d) =>
      d.booking._id === 'bk-0001' && 'roomRent' in d.booking.billing && 'paid' in d.booking.billing,
  ],
  [
    'member-profile-update-from/get',
    (d) => /\.pdf\?expires=\d+&signature=/.test(d.profileUpdateForm) && d.mediaPath,
  ],
];

describe.each(memberCalls)('GET %s', (path, holds) => {
  it('answers a member with the fields the site reads', async () => {
    const { status, body } = await api.call(path, { token });
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(holds(body.data)).toBeTruthy();
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not-a-real-token'],
  ])('answers 401 with the envelope for %s', async (_, badToken) => {
    const { status, body } = await api.call(path, { token: badToken });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: true, status: 401 });
    expect(body.message).toMatch(/session has expired/);
  });
});

describe.each([
  ['PUT', 'booking/cancel/bk-0002', { cancellationReason: 'x' }],
  ['POST', 'booking/new-booking', {}],
  [
    'GET',
    'booking/get-booking-availability?bookingType=Hall&bookingShift=Day&bookingDate=2099-01-01',
    undefined,
  ],
  ['GET', 'booking/get-cancelation-charge/bk-0002', undefined],
  ['GET', 'booking/get-cancelation-charge/no-such-booking', undefined],
  ['POST', 'profile/set/password', { password: 'longenough1', confirmPassword: 'longenough1' }],
  [
    'GET',
    `image-proxy?url=${encodeURIComponent('http://api.test/web/media/sliders/sliders-01.jpg')}`,
    undefined,
  ],
])('%s %s without a valid token', (method, path, body) => {
  it.each([
    ['no token', undefined],
    ['a garbage token', 'not-a-real-token'],
  ])('answers 401 with the envelope for %s', async (_, badToken) => {
    const answer = await api.call(path, { method, body, token: badToken });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: true,
      status: 401,
      message: 'Your session has expired. Please log in again.',
      data: null,
    });
  });
});

describe('member calls', () => {
  it('accepts the bare token as well as Bearer', async () => {
    const response = await api.app.request(`${V1}/billing/balance/get`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
  });

  it('member-directory searches by name, account number, email or mobile and filters by type', async () => {
    const byAcNo = await api.call('member-directory?page=1&searchKey=bc-102&size=25', { token });
    expect(byAcNo.body.data.memberPage.members.map((m: any) => m.acNo)).toContain('BC-102');
    const life = await api.call('member-directory?page=1&searchKey=&size=100&membershipType=Life', {
      token,
    });
    expect(life.body.data.memberPage.members.every((m: any) => m.membershipType === 'Life')).toBe(
      true,
    );
  });

  it('club/circular/list includes inactive circulars only when asked', async () => {
    const all = await api.call('club/circular/list?page=1&searchKey=&size=100&showInactive=yes', {
      token,
    });
    const active = await api.call('club/circular/list?page=1&searchKey=&size=100', { token });
    expect(all.body.data.circularPage.count).toBeGreaterThan(active.body.data.circularPage.count);
  });

  it('image-proxy serves the API’s own images and refuses any other host', async () => {
    const own = await api.app.request(
      `${V1}/image-proxy?url=${encodeURIComponent('http://api.test/web/media/avatars/avatars-01.jpg')}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    for (const url of [
      'http://evil.example/web/media/a.jpg',
      'http://api.test/web/bc-member/v1/login',
      'file:///etc/passwd',
    ]) {
      const { status, body } = await api.call(`image-proxy?url=${encodeURIComponent(url)}`, {
        token,
      });
      expect(status).toBe(400);
      expect(body.message).toBeTruthy();
    }
  });
});
