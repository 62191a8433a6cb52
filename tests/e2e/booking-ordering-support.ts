import * as v from 'valibot';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER, DEMO_ORDERING } from '../../api/demo-accounts.ts';
import { clubToday } from '../../src/lib/booking/date.ts';
import { addFood, type Cart } from '../../src/lib/ordering/cart.ts';
import { menuDataSchema, type Food } from '../../src/lib/schemas/ordering.ts';
import { CART_KEY } from '../../src/stores/cart.ts';
import { e2eStack } from './stack-env.ts';

// Helpers of the members-II browser tests (booking and ordering): the API's own answers to
// compare the pages with, and dates far enough apart that parallel tests never share a slot.

interface Account {
  acNo: string;
  password: string;
}

/** A member token from the API itself. */
export async function tokenOf(request: APIRequestContext, account: Account = DEMO_MEMBER) {
  const login = await request.post(`${e2eStack.apiUrl}/login`, {
    data: { acNo: account.acNo, password: account.password },
  });
  const body = await login.json();
  expect(body.error, body.message).toBe(false);
  return body.data.accessToken as string;
}

/** The whole answer of a member API GET made with `account`'s token. */
export async function memberAnswer<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  account: Account = DEMO_MEMBER,
): Promise<{ error: boolean; message: string; status?: number; data: T }> {
  const token = await tokenOf(request, account);
  const response = await request.get(`${e2eStack.apiUrl}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}

/** The `data` of a member API GET (what the page should show). */
export async function memberGet<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  account: Account = DEMO_MEMBER,
): Promise<T> {
  const body = await memberAnswer<T>(request, path, account);
  expect(body.error, body.message).toBe(false);
  return body.data;
}

/** Books through the API (a booking for a test to cancel); resolves to the new booking. */
export async function bookThroughApi(
  request: APIRequestContext,
  account: Account,
  booking: { bookingType: string; bookingShift: string; bookingDate: string; roomId: string },
) {
  const token = await tokenOf(request, account);
  const response = await request.post(`${e2eStack.apiUrl}/booking/new-booking`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...booking, purpose: 'Test stay', noOfGuests: 2, paymentMode: 'Credit' },
  });
  const body = await response.json();
  expect(body.error, body.message).toBe(false);
  return body.data.booking as { _id: string; bookingRefId: string };
}

/** How many bookings `account` has (the list's `count`). */
export async function bookingCount(request: APIRequestContext, account: Account) {
  const data = await memberGet<{ bookingPage: { count: number } }>(
    request,
    'booking/list?page=1&size=10&searchKey=',
    account,
  );
  return data.bookingPage.count;
}

/** The club's date `days` from today (YYYY-MM-DD, Dhaka). */
export function clubDate(days: number): string {
  const date = new Date(`${clubToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How far apart the browser projects' booking days are (each books on its own days). */
const PROJECT_DAYS_APART: Readonly<Record<string, number>> = { firefox: 100 };

/**
 * The club's date `days` from today, moved by the running project's own span: the desktop and
 * the Firefox projects book the same halls for the same members, never on the same day.
 */
export function bookingDay(days: number): string {
  return clubDate(days + (PROJECT_DAYS_APART[test.info().project.name] ?? 0));
}

/** The ordering service's menu, as the stand-in serves it. */
export async function orderingMenu(request: APIRequestContext) {
  const base = `http://localhost:${e2eStack.apiPort}/ordering`;
  const login = await (
    await request.post(`${base}/login`, {
      data: { username: DEMO_ORDERING.username, password: DEMO_ORDERING.password },
    })
  ).json();
  const { apiToken, userId } = login.data;
  const menu = await (
    await request.post(`${base}/menulist?token=${apiToken}&userid=${userId}`)
  ).json();
  return v.parse(menuDataSchema, menu.data);
}

/** The cards of the booking list. */
export const bookingCards = (page: Page) =>
  page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');

/** Puts one of each of `foods` in the page's cart (its storage), as Add would. */
export async function putInCart(page: Page, foods: Food[]): Promise<void> {
  const cart = foods.reduce<Cart>((sum, food) => addFood(sum, food), {});
  await page.evaluate(
    ([key, stored]) => localStorage.setItem(key!, stored!),
    [CART_KEY, JSON.stringify(cart)],
  );
}
