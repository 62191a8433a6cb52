import type { Config, DOMPurify } from 'dompurify';

/**
 * What provider HTML (history, messages, descriptions, news, notices) may contain: the HTML
 * profile only (no SVG or MathML, the usual mXSS carriers), no styles, forms or frames, and
 * links that may open a new tab. DOMPurify already drops scripts, event handlers and
 * javascript:/data: URLs in links.
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
  ADD_ATTR: ['target'],
} satisfies Config;

/** Makes `purify` safe for links (only target=_blank, always with rel=noopener) and pictures. */
export function hardenLinks(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    // A picture must name its file in full: a relative address would point into this site,
    // where the provider has no files (a broken picture and an error in every console).
    if (
      node.nodeName === 'IMG' &&
      !/^(https?:|data:image\/)/i.test(node.getAttribute('src') ?? '')
    ) {
      node.remove();
      return;
    }
    // Provider pictures without a text alternative are treated as decorative, so screen
    // readers skip them rather than read out a file name.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (!node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purify;
}

/** A sanitizer with the site's policy; '' for missing HTML. */
export function sanitizerFor(purify: DOMPurify) {
  hardenLinks(purify);
  return (html: string | null | undefined): string =>
    html ? purify.sanitize(html, sanitizeConfig) : '';
}
