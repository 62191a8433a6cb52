/**
 * Security headers sent with every answer of the public site. The Content-Security-Policy
 * is per page and per build (publisher/csp.ts: the hashes of each page's inline scripts).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Headers of the admin page and admin API: never framed, cached or referred. */
export function adminHeaders(csp: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    'content-security-policy': csp,
  };
}
