import { htmlToText } from './html-to-text.ts';

/**
 * The first `count` characters of `text`, followed by `more` ('...') when something was cut.
 * For HTML bodies take `htmlToText` first: cutting markup would break it. Callers quoting
 * the spec's bare excerpts (events: 200, notices: 150) may pass `more` as ''.
 */
export function previewChars(text: string, count: number, more = '...'): string {
  const characters = Array.from(text); // by code point, so no emoji is cut in half
  if (characters.length <= count) return text;
  return characters.slice(0, count).join('') + more;
}

/** The first `count` words of `text` (home president message: 100), '...' when cut. */
export function previewWords(text: string, count: number, more = '...'): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return words.slice(0, count).join(' ') + more;
}

/** Search engines show about this many characters of a page's description. */
const META_DESCRIPTION_CHARS = 155;

/**
 * A page's meta description from provider HTML: its text, cut at 155 characters with '...';
 * `fallback` when the HTML holds no text.
 */
export function metaDescription(
  html: string | null | undefined,
  fallback?: string,
): string | undefined {
  return previewChars(htmlToText(html), META_DESCRIPTION_CHARS) || fallback;
}
