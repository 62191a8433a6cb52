import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/client.ts';
import * as auth from '../../src/lib/api/calls/auth.ts';
import * as billing from '../../src/lib/api/calls/billing.ts';
import * as bookingCancel from '../../src/lib/api/calls/booking-cancel.ts';
import * as bookingForm from '../../src/lib/api/calls/booking-form.ts';
import * as bookings from '../../src/lib/api/calls/bookings.ts';
import * as club from '../../src/lib/api/calls/club.ts';
import * as committee from '../../src/lib/api/calls/committee.ts';
import * as directory from '../../src/lib/api/calls/directory.ts';
import * as election from '../../src/lib/api/calls/election.ts';
import * as events from '../../src/lib/api/calls/events.ts';
import * as media from '../../src/lib/api/calls/media-pages.ts';
import { ApiError } from '../../src/lib/api/errors.ts';
import { OTP_HASH_CODE } from '../../src/lib/constants/members-area.ts';
import { fakeFetch, ok } from './support/fake-fetch.ts';

const base = 'https://api.example/web/bc-member/v1';

function harness(data: unknown = {}) {
  const fake = fakeFetch(ok(data));
  const api = createApiClient({
    baseUrl: base,
    fetch: fake.fetch,
    getToken: () => 'tok',
    retryDelays: [],
  });
  return { api, seen: fake.seen };
}

type Case = [string, (api: ApiClient) => Promise<unknown>, string, string, unknown?];

const publicCalls: Case[] = [
  ['getSliders', (api) => club.getSliders(api), 'GET', 'home/silder/list'],
  ['getClubHistory', (api) => club.getClubHistory(api), 'GET', 'club/club-history/get'],
  [
    'getMessage',
    (api) => club.getMessage(api, 'President Message'),
    'GET',
    'club/message/get?messageFrom=President%20Message',
  ],
  ['getContactInfo', (api) => club.getContactInfo(api), 'GET', 'club/contact-us/get'],
  [
    'getDescription',
    (api) => club.getDescription(api, 'dress-code'),
    'GET',
    'club/others/dress-code/get',
  ],
  [
    'getCommitteeMembers (range)',
    (api) =>
      committee.getCommitteeMembers(api, {
        type: 'Executive Committee',
        fromYear: 2025,
        toYear: 2026,
      }),
    'GET',
    'club/members/get?type=Executive%20Committee&fromYear=2025&toYear=2026',
  ],
  [
    'getCommitteeMembers (year)',
    (api) => committee.getCommitteeMembers(api, { type: 'Past President', year: 2025 }),
    'GET',
    'club/members/get?type=Past%20President&year=2025',
  ],
  [
    'getCommitteeMembers (department)',
    (api) =>
      committee.getCommitteeMembers(api, { type: 'Present Sub-Committee', department: 'Sports' }),
    'GET',
    'club/members/get?type=Present%20Sub-Committee&department=Sports',
  ],
  ['listDepartments', (api) => committee.listDepartments(api), 'GET', 'club/department/get'],
  ['listEvents', (api) => events.listEvents(api), 'GET', 'event/list?page=1&searchKey=&size=100'],
  ['getEvent', (api) => events.getEvent(api, 'e1'), 'GET', 'event/details/e1'],
  ['listFacilities', (api) => events.listFacilities(api), 'GET', 'club/facilities/list'],
  ['getFacility', (api) => events.getFacility(api, 'f1'), 'GET', 'club/facilities/details/f1'],
  [
    'getFacilityItem',
    (api) => events.getFacilityItem(api, 'f1', 'i 2'),
    'GET',
    'club/facilities/item/details/f1/i%202',
  ],
  [
    'listAlbums',
    (api) => media.listAlbums(api, { page: 2 }),
    'GET',
    'club/gallery/album/list?page=2&searchKey=&size=5',
  ],
  ['getAlbum', (api) => media.getAlbum(api, 'a1'), 'GET', 'club/gallery/album/details/a1'],
  [
    'listNews',
    (api) => media.listNews(api, { page: 1 }),
    'GET',
    'news/list?page=1&searchKey=&size=6',
  ],
  ['getNewsDetails', (api) => media.getNewsDetails(api, 'n1'), 'GET', 'news/details/n1'],
  ['listNewsTags', (api) => media.listNewsTags(api), 'GET', 'news/tag/get'],
  [
    'login',
    (api) => auth.login(api, { acNo: 'BC-101', password: 'pw' }),
    'POST',
    'login',
    { acNo: 'BC-101', password: 'pw' },
  ],
  [
    'loginWithOtp',
    (api) => auth.loginWithOtp(api, 'BC-101'),
    'POST',
    'login-with-otp',
    { acNo: 'BC-101', hashCode: OTP_HASH_CODE },
  ],
  [
    'confirmOtp',
    (api) => auth.confirmOtp(api, { acNo: 'BC-101', otp: '1234' }),
    'POST',
    'login-with-otp-confirm',
    { acNo: 'BC-101', otp: '1234' },
  ],
  [
    'submitEnquiry',
    (api) => club.submitEnquiry(api, { email: 'a@b', fullName: 'A', phone: '1', message: 'Hi' }),
    'POST',
    'club/contact-us/submit',
    { email: 'a@b', fullName: 'A', phone: '1', message: 'Hi' },
  ],
];

const tokenCalls: Case[] = [
  ['getAffiliations', (api) => club.getAffiliations(api), 'GET', 'affiliation/list'],
  [
    "getContactInfo as a member (its document's link)",
    (api) => club.getContactInfo(api, {}, true),
    'GET',
    'club/contact-us/get',
  ],
  [
    'listPublications',
    (api) => media.listPublications(api),
    'GET',
    'club/publication/get?page=1&searchKey=&size=100',
  ],
  [
    'listPublicationTypes',
    (api) => media.listPublicationTypes(api),
    'GET',
    'club/publication/type/get',
  ],
  [
    'setPassword',
    (api) => auth.setPassword(api, { password: 'a', confirmPassword: 'a' }),
    'POST',
    'profile/set/password',
    { password: 'a', confirmPassword: 'a' },
  ],
  [
    'listBookings',
    (api) => bookings.listBookings(api, { page: 3, searchKey: 'Hall' }),
    'GET',
    'booking/list?page=3&size=10&searchKey=Hall',
  ],
  [
    'getBookingRefData',
    (api) => bookingForm.getBookingRefData(api),
    'GET',
    'booking/get-booking-ref-data',
  ],
  ['listAddons', (api) => bookingForm.listAddons(api), 'GET', 'booking/addon/list'],
  [
    'getAvailability',
    (api) =>
      bookingForm.getAvailability(api, {
        bookingType: 'Hall',
        bookingShift: 'Day',
        bookingDate: '2026-12-01',
      }),
    'GET',
    'booking/get-booking-availability?bookingType=Hall&bookingShift=Day&bookingDate=2026-12-01',
  ],
  [
    'cancelBooking',
    (api) => bookingCancel.cancelBooking(api, 'b1', 'Travel'),
    'PUT',
    'booking/cancel/b1',
    { cancellationReason: 'Travel' },
  ],
  [
    'getCancellationCharge',
    (api) => bookingCancel.getCancellationCharge(api, 'b1'),
    'GET',
    'booking/get-cancelation-charge/b1',
  ],
  [
    'listMembers',
    (api) => directory.listMembers(api, { page: 1, membershipType: 'Life' }),
    'GET',
    'member-directory?page=1&searchKey=&size=25&membershipType=Life',
  ],
  [
    "listMembers ('Membership Types')",
    (api) =>
      directory.listMembers(api, { page: 2, searchKey: 'ra', membershipType: 'Membership Types' }),
    'GET',
    'member-directory?page=2&searchKey=ra&size=25&membershipType=',
  ],
  [
    'listMembershipTypes',
    (api) => directory.listMembershipTypes(api),
    'GET',
    'membership-type/get',
  ],
  [
    'listNotices',
    (api) => directory.listNotices(api),
    'GET',
    'notice-list?page=1&searchKey=&size=5',
  ],
  [
    'listCirculars',
    (api) => directory.listCirculars(api),
    'GET',
    'club/circular/list?page=1&searchKey=&size=10&showInactive=yes',
  ],
  [
    'listEmployees',
    (api) => directory.listEmployees(api, { page: 1 }),
    'GET',
    'club/office-employees/get?page=1&searchKey=&size=10',
  ],
  [
    'getElectionBoard',
    (api) => election.getElectionBoard(api, 'Appeal Board'),
    'GET',
    'election/board/list?boardType=Appeal%20Board',
  ],
  [
    'listCandidates',
    (api) => election.listCandidates(api, 'Executive Committee'),
    'GET',
    'election/candidate/list?candidateType=Executive%20Committee',
  ],
  [
    'getElectionContent',
    (api) => election.getElectionContent(api, 'code-of-conduct'),
    'GET',
    'election/election-code-of-conduct/get',
  ],
  ['getLiveStream', (api) => election.getLiveStream(api), 'GET', 'election/live/steam/get'],
  ['getBalance', (api) => billing.getBalance(api), 'GET', 'billing/balance/get'],
  [
    'getProfileUpdateForm',
    (api) => billing.getProfileUpdateForm(api),
    'GET',
    'member-profile-update-from/get',
  ],
];

describe.each([
  ['public call', publicCalls, undefined],
  ['call with the member token', tokenCalls, 'Bearer tok'],
])('%s', (_, cases, authorization) => {
  it.each(cases)('%s', async (_name, call, method, path, body) => {
    const { api, seen } = harness();
    // Only the request matters here; an empty answer may not satisfy a details schema.
    await call(api).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.kind === 'shape')) throw error;
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, url: `${base}/${path}`, body });
    expect(seen[0]?.headers.authorization).toBe(authorization);
  });
});

describe('member call results', () => {
  it('createBooking sends the form with the spec defaults', async () => {
    const { api, seen } = harness({ booking: null });
    const form = {
      bookingType: 'Hall',
      bookingDate: '2026-12-01',
      bookingShift: 'Day',
      roomId: 'r1',
      purpose: 'Wedding',
      noOfGuests: '200',
    };
    await bookings.createBooking(api, form);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `${base}/booking/new-booking`,
      body: {
        ...form,
        paymentMode: 'Credit',
        advancePayment: false,
        advancePaymentAmount: '0',
        addonServices: [],
        foodForPerson: '',
      },
    });
  });

  it.each([
    [
      'a charge',
      ok({ cancelationCharge: '1,000' }, 'Charge applies'),
      { cancellable: true, charge: 1000, message: 'Charge applies' },
    ],
    [
      'status 403 (error flag)',
      new Response(JSON.stringify({ error: true, status: 403, message: 'Too late to cancel' })),
      { cancellable: false, message: 'Too late to cancel' },
    ],
    [
      'status 403 (no error flag)',
      new Response(JSON.stringify({ error: false, status: 403, message: 'Too late', data: null })),
      { cancellable: false, message: 'Too late' },
    ],
  ])('getCancellationCharge reads %s', async (_, reply, expected) => {
    const fake = fakeFetch(reply);
    const api = createApiClient({ baseUrl: base, fetch: fake.fetch, retryDelays: [] });
    await expect(bookingCancel.getCancellationCharge(api, 'b1')).resolves.toEqual(expected);
  });

  it('loginWithOtp returns the message and the number in it', async () => {
    const fake = fakeFetch(ok(null, 'An OTP has been sent to 01712345678'));
    const api = createApiClient({ baseUrl: base, fetch: fake.fetch });
    await expect(auth.loginWithOtp(api, 'BC-101')).resolves.toEqual({
      message: 'An OTP has been sent to 01712345678',
      mobile: '01712345678',
    });
  });

  it.each([
    ['loginWithOtp', (api: ApiClient) => auth.loginWithOtp(api, 'X')],
    [
      'setPassword',
      (api: ApiClient) => auth.setPassword(api, { password: '', confirmPassword: '' }),
    ],
    ['getBalance', (api: ApiClient) => billing.getBalance(api)],
  ])('%s throws the provider message of a refusal', async (_, call) => {
    const fake = fakeFetch(
      new Response(JSON.stringify({ error: true, message: 'Account not found' })),
    );
    const api = createApiClient({ baseUrl: base, fetch: fake.fetch, retryDelays: [] });
    await expect(call(api)).rejects.toThrow('Account not found');
  });

  it('getBalance without a balance keeps the message to show', async () => {
    const fake = fakeFetch(ok({}, 'No balance information'));
    const api = createApiClient({ baseUrl: base, fetch: fake.fetch });
    await expect(billing.getBalance(api)).resolves.toEqual({
      balance: null,
      message: 'No balance information',
    });
  });

  it.each([
    [
      'invoiceWebviewUrl',
      (api: ApiClient) => billing.invoiceWebviewUrl(api, 'b 1', 't&k'),
      `${base}/billing/details/webview/b%201?access_token=t%26k`,
    ],
    [
      'imageProxyUrl',
      (api: ApiClient) => billing.imageProxyUrl(api, 'https://m.example/a b.jpg'),
      `${base}/image-proxy?url=https%3A%2F%2Fm.example%2Fa%20b.jpg`,
    ],
  ])('%s builds the address', (_, build, expected) => {
    expect(build(createApiClient({ baseUrl: base }))).toBe(expected);
  });
});
