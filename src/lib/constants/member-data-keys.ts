import type { StorageName } from '../web-storage.ts';

// What the site keeps of a member's own besides the session (members-area §3): in
// localStorage the cart and the food menu, in sessionStorage the ordering service's session
// and the notice a placed order left for /order. Log Out removes all of it, so the next
// person at a shared device finds none of it; an expired session keeps it (the member signs
// in again and finds the cart as they left it).

/** localStorage key of the cart (members-area §3: kept in local storage). */
export const CART_KEY = 'cart';
/** localStorage key of the food menu (members-area §3: kept in local storage). */
export const MENU_KEY = 'foodMenu';
/** sessionStorage key of the ordering-service session (it lasts as long as the tab). */
export const ORDER_SESSION_KEY = 'orderSession';
/** sessionStorage key of the success message carried over to /order. */
export const ORDER_NOTICE_KEY = 'orderNotice';
/** localStorage key of the designation the old site stored beside the session (unused here). */
const OLD_SITE_DESIGNATION_KEY = 'designation';

/** Every key of a member's own data, by storage, that Log Out removes. */
export const memberDataKeys: readonly (readonly [StorageName, string])[] = [
  ['localStorage', CART_KEY],
  ['localStorage', MENU_KEY],
  ['localStorage', OLD_SITE_DESIGNATION_KEY],
  ['sessionStorage', ORDER_SESSION_KEY],
  ['sessionStorage', ORDER_NOTICE_KEY],
];
