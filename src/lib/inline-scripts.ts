import {
  HEAD_ANSWER_EVENT,
  HEAD_ANSWER_MARK,
  HEAD_CALL_MARK,
  HEAD_CALL_URL,
  PAGE_ID,
} from './api/head-call.ts';
import { markLogOutTapScript } from './navigation/log-out-tap.ts';
import { HOVER_MARK } from './navigation/speculation-rules.ts';
import { SERVICE_WORKER_HREF, type ServiceWorkerMode } from './offline/worker-mode.ts';
import { CLUB_LOCALE, CLUB_TIME_ZONE } from './constants/locale.ts';
import { routes } from './routes.ts';
import { signedInRule } from './session.ts';

// The scripts the build writes into pages (by components/InlineScript.astro, which names
// their hashes in the page's CSP): the one that must run before first paint (the page's
// marks, and on member pages the route guard), and the offline worker's few lines, which only
// public pages carry. Kept apart from session.ts: only the layouts import this, so no browser
// bundle carries the texts. Every inline script counts against a member page's JavaScript
// budget on its own, so what runs before paint is one script.

/** The page's marks, as statements of the before-paint script's block (`d`: <html>'s dataset). */
const pageMarks =
  markLogOutTapScript +
  `const d=document.documentElement.dataset;d.session='visitor';` +
  `d.${HOVER_MARK.key}=matchMedia('(hover:hover)').matches;` +
  `try{const s=localStorage;` +
  `s.getItem(${JSON.stringify(signedInRule.flagKey)})===${JSON.stringify(signedInRule.flag)}&&` +
  `/${signedInRule.tokenPattern}/.test(s.getItem(${JSON.stringify(signedInRule.tokenKey)})??'')` +
  `&&(d.session='member')}catch{}`;

/**
 * Marks the page before it is drawn: html[data-session] 'member' or 'visitor' by the one
 * signed-in rule (src/lib/session.ts), so the header never shows both (the member guard and
 * the header's script read it); and html[data-hover] 'true' when the page's main pointer can
 * hover (a mouse), 'false' on a touch screen, for the speculation rules
 * (src/lib/navigation/speculation-rules.ts). And it marks a tap on the site's own Log Out, for
 * the sign-out page (src/lib/navigation/log-out-tap.ts). In a block: nothing global is declared.
 */
export const pageMarksScript = `{${pageMarks}}`;

/**
 * The member pages' route guard (members-area §6: the flag decides), as a statement of the
 * before-paint block (`d`: <html>'s dataset, marked): a visitor goes to /login and comes back to
 * this page after signing in (as `loginPath` words it).
 */
const memberGuard =
  `if(d.session!=='member')` +
  `location.replace(${JSON.stringify(`${routes.login}?next=`)}+` +
  `encodeURIComponent(location.pathname+location.search+location.hash))`;

/** How a member page's first call is made (BaseLayout's props). */
export interface HeadCallOptions {
  /** A page served for many ids: the path before the id, which goes where the URL has PAGE_ID
   * (src/lib/api/head-call.ts), read as memberRouteId reads it (src/lib/member-shells.ts). */
  pageIdAfter?: string;
}

/**
 * The attributes <html> carries for a member page's first call: its URL and, on a page served
 * for many ids, the path before the id (HEAD_CALL_URL). The head script reads them there, so
 * it is the same text on every page that calls the same way: the policy of every section, and
 * the CDN's top rule that allows them all (integrations/headers/site-headers.ts), name a few
 * hashes instead of one per page.
 */
export const headCallAttributes = (url: string, pageIdAfter?: string) => ({
  [HEAD_CALL_URL.attribute]: url,
  ...(pageIdAfter === undefined ? {} : { [HEAD_CALL_URL.idAfterAttribute]: pageIdAfter }),
});

/** The first call's URL as the head script has it (`d`: <html>'s dataset): the page's, or on a
 * page served for many ids with its id where it has PAGE_ID. The page is served only under its
 * path before the id (src/lib/member-shells.ts), so its id is the segment after it, decoded (''
 * when it cannot be): as memberRouteId reads it. */
const urlExpression = (idFromPath: boolean) => {
  const url = `d.${HEAD_CALL_URL.key}`;
  if (!idFromPath) return url;
  return (
    `(s=>{try{s=decodeURIComponent(s)}catch{s=''}` +
    `return ${url}.split(${JSON.stringify(encodeURIComponent(PAGE_ID))}).join(encodeURIComponent(s))})` +
    `(location.pathname.slice(d.${HEAD_CALL_URL.idAfterKey}.length).split('/')[0])`
  );
};

/**
 * A member page's first call (headCallAttributes) with the stored token, as a statement of the
 * before-paint block, run for a member only (`d`: <html>'s dataset), as the HTML arrives. The
 * text of its answer ('' unless it succeeded) is left in the page for the page's store to take
 * (src/lib/api/head-call.ts). Not when the tab keeps a fresh answer to it (a key ending in ':'
 * and the URL: src/lib/api/kept-answers.ts): the store asks nothing then.
 * While the answer is on its way the page is idle; it makes a date format then, which loads
 * ICU's locale and time-zone data once for the page: 40-70 ms of a cheap phone's CPU that the
 * first date or amount drawn (src/lib/format/) would otherwise pay after the answer is here.
 */
const headCallScript = ({ pageIdAfter }: HeadCallOptions) =>
  `{const u=${urlExpression(pageIdAfter !== undefined)};` +
  `try{const s=sessionStorage;` +
  `Object.keys(s).some(k=>k.endsWith(':'+u)&&JSON.parse(s[k]).expires>Date.now())` +
  `||(d.${HEAD_CALL_MARK}=u,` +
  `fetch(u,{headers:{authorization:'Bearer '+` +
  `localStorage.getItem(${JSON.stringify(signedInRule.tokenKey)})}})` +
  `.then(r=>r.ok?r.text():'').catch(()=>'').then(t=>{d.${HEAD_ANSWER_MARK}=t;` +
  `document.dispatchEvent(new Event(${JSON.stringify(HEAD_ANSWER_EVENT)}))}),` +
  `self.requestIdleCallback?.(()=>new Intl.DateTimeFormat(${JSON.stringify(CLUB_LOCALE)},` +
  `{timeZone:${JSON.stringify(CLUB_TIME_ZONE)}}).format()))}catch{}}`;

/**
 * The page's one before-paint script, in one block: its marks, then on a member page the route
 * guard, and for a member its first call (`headCall`: made as `options` say, from the URL
 * <html> carries, headCallAttributes). No text of one page is in it: pages that call alike
 * share it.
 */
export const beforePaintScript = (
  memberPage: boolean,
  { headCall = false, ...options }: HeadCallOptions & { headCall?: boolean } = {},
) =>
  memberPage
    ? `{${pageMarks};${memberGuard}` + (headCall ? `;else${headCallScript(options)}` : '') + '}'
    : pageMarksScript;

/**
 * The public pages' offline worker script, once the page has loaded (the worker never
 * competes with the page's own requests). 'on': register /sw.js with `updateViaCache:
 * 'none'`, so the browser asks for it past every HTTP cache and a new publish's worker is
 * found on the next navigation. 'off' (PUBLIC_SERVICE_WORKER=off): unregister any worker and
 * empty the site's caches, as that build's retiring worker does, whichever runs first.
 * Member pages carry none: a worker registered from a public page serves them too (from the
 * network only), and their JavaScript budget has no room for it.
 */
export function offlineWorkerScript(mode: ServiceWorkerMode): string {
  const work =
    mode === 'off'
      ? `w.getRegistrations().then(r=>Promise.all(r.map(x=>x.unregister())))` +
        `.then(()=>caches.keys()).then(n=>Promise.all(n.map(c=>caches.delete(c))))`
      : `w.register(${JSON.stringify(SERVICE_WORKER_HREF)},{scope:'/',updateViaCache:'none'})`;
  return (
    `if('serviceWorker'in navigator)addEventListener('load',()=>{` +
    `const w=navigator.serviceWorker;${work}.catch(()=>{})},{once:true})`
  );
}
