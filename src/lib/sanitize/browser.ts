import createDOMPurify from 'dompurify';
import { config } from '../config.ts';
import { sanitizerFor } from './policy.ts';

// In-browser sanitizer for islands. Without a window (server rendering) DOMPurify cannot
// work; the result is then '' — never the unsanitized HTML.
const purify = typeof window === 'undefined' ? null : createDOMPurify(window);
const sanitize = purify?.isSupported ? sanitizerFor(purify, config.mediaOrigins) : null;

/** Provider HTML made safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  return sanitize ? sanitize(html) : '';
}
