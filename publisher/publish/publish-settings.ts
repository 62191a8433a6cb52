import type { NotifyWhen } from './notify.ts';

// The publisher's own settings (never the site's: none reaches a page), read from the
// environment once, each mistake named by its variable.

/** How publishing runs itself. */
export interface PublishSettings {
  /** Minutes between the watcher's change checks; null: off (PUBLISH_WATCH_MINUTES). */
  watchMinutes: number | null;
  /** Every publish stops at 'ready' for the admin to look at first (PUBLISH_PREVIEW). */
  preview: boolean;
  /** Where publishing tells the admin what went wrong (PUBLISH_NOTIFY_URL). */
  notifyUrl: string | null;
  /** Failed and refused publishes only, or every one (PUBLISH_NOTIFY). */
  notifyWhen: NotifyWhen;
  /** The secret a provider or CMS signs its content-changed webhook with (PUBLISH_WEBHOOK_SECRET). */
  webhookSecret: string | null;
}

/** The watcher's interval unless the admin sets another: a few minutes. */
export const DEFAULT_WATCH_MINUTES = 5;
/** A webhook secret shorter than this could be guessed. */
export const MIN_SECRET_LENGTH = 24;

type Env = Record<string, string | undefined>;

const given = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The publishing settings of an environment; throws naming the first wrong one. */
export function readPublishSettings(env: Env): PublishSettings {
  const minutes = given(env, 'PUBLISH_WATCH_MINUTES');
  let watchMinutes: number | null = DEFAULT_WATCH_MINUTES;
  if (minutes === 'off' || minutes === '0') watchMinutes = null;
  else if (minutes !== undefined) {
    watchMinutes = Number(minutes);
    if (!Number.isInteger(watchMinutes) || watchMinutes < 1 || watchMinutes > 60)
      throw new Error('PUBLISH_WATCH_MINUTES must be off or a whole number from 1 to 60');
  }
  const preview = given(env, 'PUBLISH_PREVIEW') ?? 'off';
  if (preview !== 'on' && preview !== 'off') throw new Error('PUBLISH_PREVIEW must be on or off');
  const notifyUrl = given(env, 'PUBLISH_NOTIFY_URL') ?? null;
  if (notifyUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(notifyUrl).protocol;
    } catch {
      // said below
    }
    if (protocol !== 'https:' && protocol !== 'http:')
      throw new Error('PUBLISH_NOTIFY_URL must be an http(s) address');
  }
  const notifyWhen = given(env, 'PUBLISH_NOTIFY') ?? 'failures';
  if (notifyWhen !== 'failures' && notifyWhen !== 'all')
    throw new Error('PUBLISH_NOTIFY must be failures or all');
  const webhookSecret = given(env, 'PUBLISH_WEBHOOK_SECRET') ?? null;
  if (webhookSecret !== null && webhookSecret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `PUBLISH_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`,
    );
  return { watchMinutes, preview: preview === 'on', notifyUrl, notifyWhen, webhookSecret };
}
