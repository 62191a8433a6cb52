// A page with islands learns of their files only when the island script runs, late in the
// page, and of each file's imports only when that file has arrived: a chain of round trips.
// After the build (integrations/finish-pages.ts), every such page gets a <link rel="modulepreload"> in its head for each
// file its islands and scripts load (as the page-weight check finds them), so the browser
// asks for all of them at once while it reads the head.

const MARK = 'data-island-preload';

/**
 * Whether a page has an island that starts at once (client:load). One that waits for idle
 * time (the login form, after its page's first paint) wants nothing preloaded: its files
 * would compete with the first paint.
 */
export const startsIslandsAtOnce = (html: string) =>
  /<astro-island\b[^>]*\sclient="load"/.test(html);

/** `html` with modulepreload links for `files` (site paths) before its </head>; once only. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (html.includes(MARK) || files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map((file) => `<link rel="modulepreload" href="${file}" ${MARK}>`).join('');
  return html.replace('</head>', `${links}</head>`);
}
