// Page changes made by store functions go through here, so unit tests can watch them
// (jsdom cannot navigate) and islands never touch `location` themselves.

/** Where the member goes next; tests replace `go`. */
export const navigation = {
  /** Leaves for `url` (history keeps this page). */
  go(url: string): void {
    window.location.assign(url);
  },
  /** Leaves for `url` in place of this page (Back does not return to it). */
  replace(url: string): void {
    window.location.replace(url);
  },
  /** The query parameter `name` of this page, or null. */
  param(name: string): string | null {
    return typeof window === 'undefined'
      ? null
      : new URLSearchParams(window.location.search).get(name);
  },
};
