import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MINUTE = 60_000;

/** Member documents live under this folder of the media directory, never served openly. */
export const MEMBER_FILES = 'members/';

/**
 * A signed link lives at least an hour: far longer than the site keeps an answer (5 minutes,
 * public-area.md §9), so a member who opens an attachment from a page they have been
 * reading still gets it. Expiry is rounded up to a 10-minute step, so every answer within
 * one step gives the same link (and the browser's cache can keep the file).
 */
export const LINK_LIFETIME_MS = 60 * MINUTE;
const LINK_STEP_MS = 10 * MINUTE;

export type LinkCheck = 'ok' | 'expired' | 'bad';

/**
 * Short-lived signed links to member documents: `members/<name>?expires=<ms>&signature=<hmac>`.
 * Anyone holding the link may open the file until it expires (a new tab or an iframe cannot
 * send the member's token); the key is random per process, so a restart ends every link.
 */
export function fileLinks(now: () => Date, key: Buffer = randomBytes(32)) {
  const signatureOf = (name: string, expires: number) =>
    createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
  return {
    /** `name` (a member file) with its signed query; any other name unchanged. */
    sign(name: string): string {
      if (!name.startsWith(MEMBER_FILES)) return name;
      const at = now().getTime();
      const expires = Math.ceil((at + LINK_LIFETIME_MS) / LINK_STEP_MS) * LINK_STEP_MS;
      return `${name}?expires=${expires}&signature=${signatureOf(name, expires)}`;
    },
    /** `doc` with its attachment (a member file) as a signed link. */
    withSignedAttachment<T extends { attachment?: unknown }>(doc: T): T {
      return typeof doc.attachment === 'string'
        ? { ...doc, attachment: this.sign(doc.attachment) }
        : doc;
    },
    /** Whether the query of a link to `name` is a live signature of it. */
    check(name: string, expires: string | undefined, signature: string | undefined): LinkCheck {
      if (!expires || !signature || !/^\d{1,15}$/.test(expires)) return 'bad';
      const expected = Buffer.from(signatureOf(name, Number(expires)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad';
      return Number(expires) > now().getTime() ? 'ok' : 'expired';
    },
  };
}
