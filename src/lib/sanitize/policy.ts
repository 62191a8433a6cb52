import type { Config, DOMPurify } from 'dompurify';

/**
 * What provider HTML (history, messages, descriptions, news, notices) may contain: the HTML
 * profile only (no SVG or MathML, the usual mXSS carriers), no styles, forms or frames, and
 * links that may open a new tab. DOMPurify already drops scripts, event handlers and
 * javascript:/data: URLs in links.
 *
 * Nothing in it may restyle or reach the page around it: no `style` or `class` (a full-page
 * overlay from inline or the site's own CSS), no `data-*` (the site's scripts act on data
 * attributes), and ids and names are prefixed `user-content-` (DOMPurify's
 * SANITIZE_NAMED_PROPS), so they can never clash with or clobber the page's own.
 */
export const sanitizeConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
  ],
  // srcset, poster and background load pictures the origin check below does not see.
  FORBID_ATTR: ['style', 'class', 'srcset', 'poster', 'background'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  ADD_ATTR: ['target'],
} satisfies Config;

const NAMED_PROPS_PREFIX = 'user-content-';

/** Whether `url` is an absolute http(s) address on one of `origins`. */
function isOnOrigins(url: string, origins: ReadonlySet<string>): boolean {
  if (!/^https?:\/\//i.test(url.trim()) || !URL.canParse(url.trim())) return false;
  return origins.has(new URL(url.trim()).origin);
}

/**
 * Makes `purify` safe for links (only target=_blank, always with rel=noopener) and pictures
 * (only from `mediaOrigins`: the provider's own hosts, never a tracking pixel elsewhere).
 */
export function hardenLinks(purify: DOMPurify, mediaOrigins: readonly string[]): DOMPurify {
  const origins = new Set(mediaOrigins.map((origin) => new URL(origin).origin));
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    // A picture (or any loaded file) must come in full from a configured media host: a
    // relative address would point into this site, another host could track readers.
    const src = node.getAttribute('src');
    if (src !== null && !isOnOrigins(src, origins)) {
      node.remove();
      return;
    }
    // Provider pictures without a text alternative are treated as decorative, so screen
    // readers skip them rather than read out a file name.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // In-page links follow their prefixed targets.
    const href = node.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
      node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
    }
    if (!node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purify;
}

/** A sanitizer with the site's policy, pictures only from `mediaOrigins`; '' for missing HTML. */
export function sanitizerFor(purify: DOMPurify, mediaOrigins: readonly string[]) {
  hardenLinks(purify, mediaOrigins);
  return (html: string | null | undefined): string =>
    html ? purify.sanitize(html, sanitizeConfig) : '';
}
