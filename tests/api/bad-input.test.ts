import { beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandInHarness } from './stand-in.ts';

let api: StandInHarness;
let token: string;
beforeAll(async () => {
  api = await startStandIn();
  token = await api.signIn();
});

// Bad input answers 400 with a message people can read: never a 500, never a stack trace.
describe.each([
  ['POST', 'login', '{not json', /must be JSON/],
  ['POST', 'login', { acNo: '' }, /acNo/],
  ['POST', 'login-with-otp', { hashCode: 'x' }, /acNo/],
  ['POST', 'login-with-otp-confirm', { acNo: 'BC-101', otp: '12a4' }, /4-digit/],
  [
    'POST',
    'club/contact-us/submit',
    { email: 'not-an-email', fullName: 'A', phone: '0171', message: 'x' },
    /email/,
  ],
  ['GET', 'club/message/get?messageFrom=Nobody', undefined, /messageFrom/],
  [
    'GET',
    'club/members/get?type=Executive%20Committee&fromYear=abc&toYear=2020',
    undefined,
    /whole numbers|number/,
  ],
  ['GET', 'club/members/get?type=Nope', undefined, /type must be/],
  ['GET', 'news/list?page=0&size=6', undefined, /page starts at 1/],
  ['GET', 'event/list?page=1&size=5000', undefined, /size/],
  ['GET', 'member-directory?page=x', undefined, /page/],
  ['GET', 'election/board/list?boardType=Other', undefined, /boardType/],
  [
    'GET',
    'booking/get-booking-availability?bookingType=Hall&bookingShift=Day&bookingDate=tomorrow',
    undefined,
    /YYYY-MM-DD/,
  ],
  ['POST', 'booking/new-booking', { bookingType: 'Hall' }, /bookingDate/],
  ['PUT', 'booking/cancel/bk-0010', { cancellationReason: '   ' }, /cancellationReason/],
  ['POST', 'profile/set/password', { password: 'short', confirmPassword: 'short' }, /at least 8/],
])('%s %s with a bad request', (method, path, body, reason) => {
  it('answers 400 with a clear message', async () => {
    const answer = await api.call(path, { method, body, token });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(true);
    expect(answer.body.message).toMatch(reason);
    expect(answer.body.message).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('search keys', () => {
  it('are matched as text, never as SQL', async () => {
    const { status, body } = await api.call(
      `member-directory?page=1&size=25&searchKey=${encodeURIComponent("' OR 1=1 --")}`,
      { token },
    );
    expect(status).toBe(200);
    expect(body.data.memberPage.count).toBe(0);
  });
});
