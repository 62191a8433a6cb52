import * as v from 'valibot';
import { DEMO_MEMBER, DEMO_ORDERING } from '../api/demo-accounts.ts';
import { createApiClient } from '../src/lib/api/client.ts';
import { getMenu, orderLogin } from '../src/lib/api/calls/ordering.ts';
import { listBookings } from '../src/lib/api/calls/bookings.ts';
import { loginDataSchema } from '../src/lib/schemas/auth.ts';
import { sessionEntries } from '../src/lib/session.ts';
import { MENU_KEY } from '../src/stores/kept-menu.ts';
import { CART_KEY } from '../src/stores/cart.ts';
import { addFood, type Cart } from '../src/lib/ordering/cart.ts';

// The member pages are measured as the demo member sees them: signed in through the API's
// login call, the session stored under the site's own keys (src/lib/session.ts) before the
// page's scripts run, as the login page would have left it. A page that reads more from
// storage gets it too, as the member's way to it would have left it (the menu /order keeps
// for a category page, two foods in the cart, the one-time-code flow for /submit-otp).

/** What a page finds in the browser's storage when it starts. */
export interface StoredState {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
}

/** The demo member's stored state, and what the member pages' paths need (a booking id). */
export interface MemberState {
  stored: StoredState;
  /** The demo member's first booking (for /billing/details/{id}, /billing/invoice/{id}). */
  bookingId: string;
  /** The first menu category (for /order/{categoryId}). */
  categoryId: string;
}

/** Signs the demo member in through `apiUrl` and gathers the stored state of the pages. */
export async function memberState(apiUrl: string, orderApiUrl: string): Promise<MemberState> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ acNo: DEMO_MEMBER.acNo, password: DEMO_MEMBER.password }),
  });
  const body = (await response.json()) as { error: boolean; message: string; data: unknown };
  if (body.error) throw new Error(`The demo member could not sign in: ${body.message}`);
  const login = v.parse(loginDataSchema, body.data);
  const session = Object.fromEntries(
    Object.entries(sessionEntries(login)).filter(
      (entry): entry is [string, string] => entry[1] != null,
    ),
  );
  const api = createApiClient({ baseUrl: apiUrl, getToken: () => login.accessToken });
  const { bookingPage } = await listBookings(api, { page: 1 });
  const ordering = createApiClient({ baseUrl: orderApiUrl });
  const menu = await getMenu(
    ordering,
    await orderLogin(ordering, {
      username: DEMO_ORDERING.username,
      password: DEMO_ORDERING.password,
    }),
  );
  // Two foods of the first category, as a member who picked them there leaves the cart.
  const foods = menu[0]?.foodgroups.flatMap((group) => group.foods).slice(0, 2) ?? [];
  const cart = foods.reduce<Cart>((sum, food) => addFood(sum, food), {});
  return {
    stored: {
      localStorage: {
        ...session,
        [MENU_KEY]: JSON.stringify(menu),
        [CART_KEY]: JSON.stringify(cart),
      },
      sessionStorage: {
        otpFlow: JSON.stringify({ acNo: DEMO_MEMBER.acNo, message: 'OTP sent to 0171****678' }),
      },
    },
    bookingId: bookingPage.bookings[0]?._id ?? 'none',
    categoryId: menu[0]?.categoryId ?? 'none',
  };
}

/** A function for a browser's init script: puts `stored` in place on the site's pages. */
export function storeState(stored: StoredState): void {
  try {
    if (!/^https?:$/.test(location.protocol)) return; // about:blank has no storage
    for (const [key, value] of Object.entries(stored.localStorage))
      localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(stored.sessionStorage))
      sessionStorage.setItem(key, value);
  } catch {
    // A page without storage (an error page) measures as it is.
  }
}
