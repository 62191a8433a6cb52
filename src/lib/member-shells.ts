/**
 * Member pages whose last path segment is an id known only in the browser
 * (a booking, a food category). The build emits one client-rendered shell per
 * pattern; servers and CDNs answer any matching path with that shell.
 */
export const memberShellRoutes = [
  { prefix: '/billing/details/', shell: '/billing/details/' },
  { prefix: '/billing/invoice/', shell: '/billing/invoice/' },
  { prefix: '/order/', shell: '/order/category/' },
] as const;

/** The path before the id of a member id route. */
export type MemberShellPrefix = (typeof memberShellRoutes)[number]['prefix'];

/** The shell page path that serves `pathname`, or null when it is not a member id route. */
export function memberShellFor(pathname: string): string | null {
  for (const { prefix, shell } of memberShellRoutes) {
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length).replace(/\/$/, '');
    if (rest && !rest.includes('/')) return shell;
  }
  return null;
}

/** The id segment of a member id route, decoded; '' when absent. (A page's head script reads it
 * the same way for its first call: src/lib/inline-scripts.ts.) */
export function memberRouteId(pathname: string, prefix: string): string {
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  const segment = rest.replace(/\/$/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * Netlify/Cloudflare-style `_redirects` lines that rewrite member id routes to their shells:
 * one segment after the prefix (`:id`), with or without a slash after it, as `memberShellFor`
 * reads them. Never a splat: `/order/*` would answer /order/ itself with the category shell (a
 * CDN follows a rewrite even where a file exists).
 */
export function shellRewriteRules(): string {
  return memberShellRoutes
    .flatMap(({ prefix, shell }) => [`${prefix}:id  ${shell}  200`, `${prefix}:id/  ${shell}  200`])
    .map((line) => `${line}\n`)
    .join('');
}
