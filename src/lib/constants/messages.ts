/**
 * Every user-facing message of the two specifications' error catalogues, word for word,
 * plus the client's own fallbacks for failures the provider cannot word (no answer, no JSON).
 */
export const messages = {
  noEvents: 'No events available',
  noMoreAlbums: 'No more albums to load',
  noNews: 'No news published',
  noMoreNews: 'No more news to load',
  contactInfoFailed: 'Failed to load contact info',
  contactDocumentFailed: 'The contact details document could not be opened. Please try again.',
  accountNoRequired: 'Account No is Required',
  passwordRequired: 'Password is Required',
  newPasswordRequired: '(**Password is required)',
  retypePassword: '(**Retype Password again)',
  otpFailed: 'Something went wrong',
  balanceFailed: 'Something went wrong.',
  privacyPolicyFailed: 'Failed to load privacy policy.',
  invoiceFailed: 'Failed to load invoice',
  noData: 'No Data Found',
  noFood: 'No food items found.',
  cartEmpty: 'Cart is empty',
  noBookings: 'No Booking Data Found',
  orderIncomplete: 'Please select location, table, and make sure the cart is not empty.',
  orderPlaced: 'Order placed successfully to all kitchens!',
  kitchenOrderFailed: (kitchenId: string) => `Failed to place order for kitchen ${kitchenId}.`,
  kitchenNetworkError: (kitchenId: string) => `Network error for kitchen ${kitchenId}`,
  noResidenceAddons: 'Addons are not available for Club Residence bookings.',
  cancelReasonRequired: '**Please enter a reason before proceeding.',
  confirmCancel: 'Are You Sure You Want To Cancel?',
  // The client's own: the specification only logs a failed charge fetch (§8), and the dialog
  // goes on to take the reason; the member is told why no charge shows.
  cancelChargeUnknown: 'The cancellation charge could not be shown.',
  underConstruction: 'Under Construction',
  sessionExpired: 'Your session has expired. Please log in again.',
  serverUnreachable: 'Could not reach the club server. Check your connection and try again.',
  serverTooSlow: 'The club server took too long to answer.',
  serverUnreadable: 'The club server sent an unreadable response.',
  serverFailed: 'The club server could not answer. Please try again later.',
  unexpectedShape: 'The club server sent data in an unexpected shape.',
} as const;

/** The loading texts the specifications use, word for word (public-area §8). */
export const loadingTexts = {
  data: 'Loading Data...',
  plain: 'Loading...',
} as const;

/**
 * The member layout's line while calls wait on a club server that is not answering. Written
 * into the page by the build (its data-text), so it is not part of the browser's code.
 */
export const serverWaitingText = 'The club server is not answering yet. This page keeps trying…';
