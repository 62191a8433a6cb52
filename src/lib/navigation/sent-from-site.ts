/**
 * Whether a page was opened from a page of this site: `referrer` (document.referrer) is an
 * address on `origin`. The site sends its full address to its own pages
 * (strict-origin-when-cross-origin); another site's page sends its origin only, and a typed
 * address, a bookmark or a `noreferrer` link send nothing, so each of those reads false.
 */
export function sentFromSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
