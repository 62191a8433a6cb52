import type { DatabaseSync } from 'node:sqlite';
import { fileLinks } from './auth/file-links.ts';
import { attemptGuard } from './auth/limits.ts';
import type { SmsSender } from './auth/sms.ts';
import { tokenStore } from './auth/tokens.ts';
import { contentStore } from './db/content.ts';
import { memberStore, type MemberRecord } from './db/members.ts';
import { forwarderTrust } from './http/client-address.ts';

/** What createApp needs: the database, where media lives and how it is addressed. */
export interface StandInOptions {
  db: DatabaseSync;
  /** Origin the API is reached at; `mediaPath` values are absolute URLs under it. */
  publicOrigin: string;
  /** Directory of the generated media files (served under /web/media and /web/uploads). */
  mediaDir: string;
  smsSender: SmsSender;
  now?: () => Date;
  corsOrigins?: string[];
  allowLoopbackCors?: boolean;
  /** Kitchens whose orders always fail (a test hook for partial failures). */
  failingKitchens?: string[];
  tokenTtlSeconds?: number;
  /** Key of the member documents' signed links (random per process when absent). */
  linkKey?: Buffer;
  /** Forwarders whose X-Forwarded-For names the member (API_TRUSTED_FORWARDERS), believed only
   * with the shared secret (API_FORWARDING_SECRET): the per-address limits stay per member. */
  trustedForwarders?: readonly string[];
  forwardingSecret?: string | null;
}

/** The shared services every resource's sub-app uses. */
export function standInContext(options: StandInOptions) {
  const now = options.now ?? (() => new Date());
  const origin = options.publicOrigin.replace(/\/+$/, '');
  return {
    db: options.db,
    now,
    origin,
    mediaDir: options.mediaDir,
    /** Media base with a trailing slash (most calls) … */
    mediaPath: `${origin}/web/media/`,
    /** … and without one (the contract allows both; the site must join either). */
    mediaPathBare: `${origin}/web/media`,
    sms: options.smsSender,
    content: contentStore(options.db),
    members: memberStore(options.db),
    tokens: tokenStore(options.db, now, options.tokenTtlSeconds ?? 12 * 60 * 60),
    /** Counted attempts: sign-ins, codes, enquiries (auth/limits.ts). */
    guard: attemptGuard(options.db, now),
    /** Signed links to member documents (auth/file-links.ts). */
    fileLinks: fileLinks(now, options.linkKey),
    failingKitchens: new Set(options.failingKitchens ?? []),
    /** Whose word on a member's address counts (http/client-address.ts). */
    forwarders: forwarderTrust(options.trustedForwarders ?? [], options.forwardingSecret ?? null),
  };
}

export type StandIn = ReturnType<typeof standInContext>;

/** Hono environment: the signed-in member and their token (null for a visitor), set by
 * identifyMember; member calls narrow it with requireMember (http/member-auth.ts). */
export interface StandInEnv {
  Variables: { member: MemberRecord | null; token: string | null };
}
