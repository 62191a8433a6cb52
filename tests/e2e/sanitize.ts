import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerFor } from '../../src/lib/sanitize/policy.ts';
import { e2eStack } from './stack-env.ts';

// The build's sanitizer for browser tests, which run outside Vite (src/lib/sanitize/server.ts
// reads its media origins from astro:env): the same policy on a jsdom window, with the
// media origin of the test stack's API.

/** Provider HTML as the build renders it. */
export const sanitizeHtml = sanitizerFor(createDOMPurify(new JSDOM('').window), [
  new URL(e2eStack.apiUrl).origin,
]);
