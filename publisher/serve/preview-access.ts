import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Who may see a build waiting in preview: the admin alone. The admin page (which holds the
// admin token) asks for a ticket, a one-time address valid for a minute; opening it gives the
// browser a signed cookie for that build, and with it every page of the site comes from the
// waiting build instead of the live one — links, pictures and scripts as they will be. The
// cookie is HttpOnly, SameSite=Strict, signed with a key of this process, and valid for an
// hour and for that build only; a visitor without it is served the live build.

/** The cookie that shows a build waiting in preview. */
export const PREVIEW_COOKIE = 'club_preview';
const TICKET_MS = 60_000;
const COOKIE_SECONDS = 3600;

/** The headers of every answer from a build in preview: never kept, never indexed. */
export const previewHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store, private',
  'x-robots-tag': 'noindex, nofollow',
};

/** Tickets and cookies for builds in preview (one per publish server). */
export function previewAccess(now = () => Date.now()) {
  const key = randomBytes(32);
  const tickets = new Map<string, { id: string; until: number }>();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    /** A one-time ticket to open build `id` in preview. */
    ticket(id: string): string {
      for (const [ticket, { until }] of tickets) if (until < now()) tickets.delete(ticket);
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, { id, until: now() + TICKET_MS });
      return ticket;
    },
    /** Whether a ticket would open build `id` now, leaving it unused (a HEAD asks). */
    holds(ticket: string, id: string): boolean {
      const held = tickets.get(ticket);
      return held !== undefined && held.id === id && held.until >= now();
    },
    /** Uses up a ticket: the Set-Cookie value that opens its build, or null (unknown, used,
     * expired or for another build). */
    redeem(ticket: string, id: string, secure: boolean): string | null {
      const held = tickets.get(ticket);
      tickets.delete(ticket);
      if (!held || held.id !== id || held.until < now()) return null;
      const until = Math.floor(now() / 1000) + COOKIE_SECONDS;
      const value = `${id}.${until}.${sign(`${id}.${until}`)}`;
      return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
    /** The Set-Cookie value that leaves the preview. */
    leave: (secure: boolean) =>
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
    /** The build a request's cookies open in preview, or null. */
    buildOf(cookieHeader: string | undefined): string | null {
      const value = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
        ?.slice(PREVIEW_COOKIE.length + 1);
      const [id, until, signature] = value?.split('.') ?? [];
      if (!id || !until || !signature || Number(until) * 1000 < now()) return null;
      const expected = Buffer.from(sign(`${id}.${until}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}

export type PreviewAccess = ReturnType<typeof previewAccess>;
