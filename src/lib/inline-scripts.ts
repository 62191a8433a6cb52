import { routes } from './routes.ts';
import { signedInRule } from './session.ts';

// The two scripts that must run before first paint, so they are inlined into the page (by
// components/InlineScript.astro, which names their hashes in the page's CSP). Kept apart from
// session.ts: only the layouts import this, so no browser bundle carries the texts.

/**
 * Marks the page 'member' or 'visitor' by the one signed-in rule (src/lib/session.ts), so the
 * header never shows both; the member guard and the header's script read the mark.
 */
export const sessionMarkScript =
  `try{const s=localStorage,r=${JSON.stringify(signedInRule)},t=s.getItem(r.tokenKey)??'';` +
  `document.documentElement.dataset.session=s.getItem(r.flagKey)===r.flag&&` +
  `new RegExp(r.tokenPattern).test(t)?'member':'visitor'}` +
  `catch{document.documentElement.dataset.session='visitor'}`;

/**
 * The member pages' route guard (members-area §6: the flag decides): a visitor goes to /login
 * and comes back to this page after signing in (as `loginPath` words it).
 */
export const memberGuardScript =
  `if(document.documentElement.dataset.session!=='member')` +
  `location.replace(${JSON.stringify(`${routes.login}?next=`)}+` +
  `encodeURIComponent(location.pathname+location.search+location.hash))`;
