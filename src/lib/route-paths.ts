// The site's addresses, one named export each (so a browser bundle carries only those it
// uses); src/lib/routes.ts gathers them as `routes`. Ids are encoded as one path segment.

const segment = (id: string) => encodeURIComponent(id);

export const home = '/';
export const login = '/login';
export const forgotPassword = '/forgot-password';
export const submitOtp = '/submit-otp';
export const resetPassword = '/reset-password';
/** The sign-out page, where every Log Out link leads (src/pages/logout.astro). */
export const logOut = '/logout';
export const news = '/news';
export const gallery = '/gallery';
export const events = '/event-calender';
export const facilities = '/facilities';
export const booking = '/booking';
export const bookingList = '/booking-list';
export const order = '/order';
export const cart = '/cart';
export const newsDetails = (id: string) => `/news-details/${segment(id)}`;
export const albumDetails = (id: string) => `/gallery-details/${segment(id)}`;
export const eventDetails = (id: string) => `/event-details/${segment(id)}`;
/** One event's calendar file ("Add to calendar"). */
export const eventCalendar = (id: string) => `/calendar/${segment(id)}.ics`;
/** A facility item's page (/facility/{parentId}/{childId}). */
export const facilityItem = (parentId: string, childId: string) =>
  `/facility/${segment(parentId)}/${segment(childId)}`;
/** A facility's details, at an item when one is given (/facility-details/{id}/{itemId}). */
export const facilityDetails = (id: string, itemId = '') =>
  `/facility-details/${segment(id)}/${itemId && segment(itemId)}`;
export const billingDetails = (bookingId: string) => `/billing/details/${segment(bookingId)}`;
export const invoice = (bookingId: string) => `/billing/invoice/${segment(bookingId)}`;
export const orderCategory = (categoryId: string) => `/order/${segment(categoryId)}`;
/** A Load More page's data, written by the build (news, gallery). */
export const listPageData = (list: 'news' | 'gallery', page: number) =>
  `/data/${list}/${page}.json`;
/** Page n of one news category's stories, written by the build (the news filter). */
export const newsCategoryData = (slug: string, page: number) =>
  `/data/news/category/${segment(slug)}/${page}.json`;
