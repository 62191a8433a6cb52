/**
 * A page's absolute address as its canonical link gives it: pages are built as folders
 * (/news-details/{id}/index.html), so their address ends in '/'; files (/rss.xml) keep theirs.
 * Feed, calendar and structured-data links use it, so every link to a page is the same one.
 */
export function pageUrl(path: string, siteUrl: string): string {
  const url = new URL(path, siteUrl);
  const last = url.pathname.split('/').pop() ?? '';
  if (last && !last.includes('.')) url.pathname += '/';
  return url.href;
}
