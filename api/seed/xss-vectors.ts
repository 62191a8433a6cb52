/**
 * Script-injection vectors seeded into HTML fields of the demo content (a news story, the
 * club history, an affiliated club, a facility's rules). The site must render them inert;
 * its tests scan the build for them.
 */
export const XSS_VECTORS = [
  '<img src=x onerror=alert(1)>',
  "<script>alert('xss')</script>",
  '<a href="javascript:alert(1)">click</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
] as const;

/** All the vectors as one HTML fragment, for a field that should carry them. */
export const xssFragment = () => `<p>${XSS_VECTORS.join(' ')}</p>`;
