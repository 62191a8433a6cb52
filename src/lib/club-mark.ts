import clubMark from '../../public/favicon.svg?raw';

/**
 * The club's mark (public/favicon.svg) as a data: URL, for the page's own icon and the
 * header's logo: part of the HTML, so the first paint waits for no request of its own.
 */
export const clubMarkUrl = `data:image/svg+xml,${encodeURIComponent(clubMark.trim())}`;
