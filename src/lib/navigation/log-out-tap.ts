import { LOG_OUT_TAP_KEY } from '../constants/session-keys.ts';
import { readKey, writeKey } from '../web-storage.ts';

// Log Out is the site's own control: its links (marked data-log-out) leave a one-shot mark in
// this tab's sessionStorage as they are tapped, and the sign-out page (/logout) signs out at
// once when it finds the mark. Another site can link to /logout but cannot leave the mark, so
// the page still asks then. (The page used to guess from document.referrer, which Firefox
// leaves empty there: every Firefox member was asked.) The mark is left by the page's
// before-paint script (src/lib/inline-scripts.ts), so a tap works before the page's own
// scripts have arrived on a slow phone.

/** The site's own Log Out links. */
export const LOG_OUT_LINKS = 'a[data-log-out]';

/** How long a mark stays good: a tap whose page never opened must not sign out a later visit. */
export const LOG_OUT_TAP_MS = 60_000;

/**
 * The before-paint script's statement that marks a tap on Log Out (the time, ms since the
 * epoch). A click with a modifier or another button opens another tab, whose page asks.
 * Listened to in the capture phase: nothing the page does with the click can skip it.
 */
export const markLogOutTapScript =
  `document.addEventListener('click',e=>{if(!e.button&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey&&` +
  `e.target.closest?.(${JSON.stringify(LOG_OUT_LINKS)}))` +
  `try{sessionStorage.setItem(${JSON.stringify(LOG_OUT_TAP_KEY)},Date.now())}catch{}},true);`;

/** Whether a Log Out tap led here (a mark under a minute old); the mark is used up either way. */
export function takeLogOutTap(now = Date.now()): boolean {
  const tapped = Number(readKey('sessionStorage', LOG_OUT_TAP_KEY));
  writeKey('sessionStorage', LOG_OUT_TAP_KEY, null);
  return tapped > 0 && tapped <= now && now - tapped < LOG_OUT_TAP_MS;
}
