// What the feed, the calendars, the sitemap and JSON-LD may carry of the provider's text.
// XML 1.0 allows only its Char production (tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and the
// astral planes): one U+0007 in a news title makes the whole feed unreadable to a feed
// reader. A lone surrogate is matched too (the `u` flag reads it as one code point).
const xmlForbidden = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML forbids (control characters, U+FFFE, lone surrogates). */
export function xmlText(text: string): string {
  return text.replace(xmlForbidden, '');
}

// iCalendar's TEXT forbids every control character but tab (RFC 5545 §3.3.11): those XML
// forbids, and DEL. Line breaks are written as '\n' by the calendar library, so they stay.

/** `text` as a calendar file may carry it: what XML forbids and DEL dropped. */
export function calendarText(text: string): string {
  return xmlText(text).replace(/\u007f/g, '');
}
