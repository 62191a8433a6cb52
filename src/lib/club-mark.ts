import clubMark from '../../public/favicon.svg?raw';

/**
 * The club's mark (public/favicon.svg) as a data: URL, for the page's own icon: part of the
 * HTML, so the browser asks for no icon of its own.
 */
export const clubMarkUrl = `data:image/svg+xml,${encodeURIComponent(clubMark.trim())}`;
