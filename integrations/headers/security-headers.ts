/** HTTP Strict Transport Security: sent only on answers that went over https. */
export const HSTS = { name: 'strict-transport-security', value: 'max-age=31536000' } as const;

/**
 * Security headers sent with every answer of the public site, by the publish server, by
 * `npm run preview` and (through `_headers`) by a CDN. The Content-Security-Policy and the
 * caching rules are per file (integrations/headers/site-headers.ts).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // A page opened from elsewhere cannot reach this site's windows (nor they its).
    'cross-origin-opener-policy': 'same-origin',
    [HSTS.name]: HSTS.value,
  };
}

/** Headers of the admin page and admin API: never framed, cached or referred. */
export function adminHeaders(csp: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    'cross-origin-opener-policy': 'same-origin',
    'content-security-policy': csp,
  };
}
