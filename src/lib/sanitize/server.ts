import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { config } from '../config.ts';
import { previewHtml } from '../text/html-preview.ts';
import { sanitizerFor } from './policy.ts';

// Build-time (Astro frontmatter) sanitizer on a jsdom window. Never import this from an
// island: it pulls jsdom into the browser bundle; islands use ./browser.ts.
const { window } = new JSDOM('');

/** Provider HTML made safe to render with set:html. */
export const sanitizeHtml = sanitizerFor(createDOMPurify(window), config.mediaOrigins);

/** The first `count` characters of sanitized HTML with its structure kept (see previewHtml). */
export const htmlPreview = (html: string, count: number) =>
  previewHtml(html, count, window.document);
