import { joinPath } from './api/url.ts';

const absolute = /^https?:\/\//i;

/**
 * A media file's URL: `mediaPath` joined to `relative` with exactly one '/'. Null for an
 * empty or missing name, so the UI shows a placeholder and never a broken image. A name that
 * is already an absolute http(s) URL is kept as it is.
 */
export function mediaUrl(
  mediaPath: string | null | undefined,
  relative: string | null | undefined,
): string | null {
  const name = relative?.trim();
  if (!name) return null;
  if (absolute.test(name)) return name;
  return joinPath(mediaPath?.trim() ?? '', name);
}

/** A committee member's image: `<origin of the API>/web/uploads/<image>`; null when empty. */
export function uploadsUrl(apiBaseUrl: string, image: string | null | undefined): string | null {
  const name = image?.trim();
  if (!name) return null;
  if (absolute.test(name)) return name;
  return joinPath(`${new URL(apiBaseUrl).origin}/web/uploads`, name);
}

/**
 * `url` if a browser may load or open it as media: an absolute http(s) URL or a site path.
 * Anything else (javascript:, data:, a bare relative name when `mediaPath` was empty) is null,
 * so provider data can never put a script URL into an href or src.
 */
export function webUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return absolute.test(value) ? value : null;
}

/**
 * The address the embedded PDF viewer opens: the file with the viewer's toolbar off. The
 * toolbar appears after the document loads and moves the viewer's content (a layout shift
 * the page's CLS counts); the link under the viewer opens the file with every tool.
 */
export function pdfViewerSrc(pdfUrl: string): string {
  return `${pdfUrl.split('#')[0]}#toolbar=0`;
}
