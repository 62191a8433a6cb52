import { FIRST_ANSWER_EVENT, FIRST_ANSWER_MARK, FIRST_CALL_MARK } from './first-answer.ts';
import { HOVER_MARK } from './navigation/speculation-rules.ts';
import { SERVICE_WORKER_HREF, type ServiceWorkerMode } from './offline/worker-mode.ts';
import { routes } from './routes.ts';
import { signedInRule } from './session.ts';

// The scripts the build writes into pages (by components/InlineScript.astro, which names
// their hashes in the page's CSP): the one that must run before first paint (the page's
// marks, and on member pages the route guard), and the offline worker's few lines, which only
// public pages carry. Kept apart from session.ts: only the layouts import this, so no browser
// bundle carries the texts. Every inline script counts against a member page's JavaScript
// budget on its own, so what runs before paint is one script.

/**
 * Marks the page before it is drawn: html[data-session] 'member' or 'visitor' by the one
 * signed-in rule (src/lib/session.ts), so the header never shows both (the member guard and
 * the header's script read it); and html[data-hover] 'true' when the page's main pointer can
 * hover (a mouse), 'false' on a touch screen, for the speculation rules
 * (src/lib/navigation/speculation-rules.ts). In a block: nothing global is declared.
 */
export const pageMarksScript =
  `{const d=document.documentElement.dataset;d.session='visitor';` +
  `d.${HOVER_MARK.key}=matchMedia('(hover:hover)').matches;` +
  `try{const s=localStorage;` +
  `s.getItem(${JSON.stringify(signedInRule.flagKey)})===${JSON.stringify(signedInRule.flag)}&&` +
  `/${signedInRule.tokenPattern}/.test(s.getItem(${JSON.stringify(signedInRule.tokenKey)})??'')` +
  `&&(d.session='member')}catch{}}`;

/**
 * The member pages' route guard (members-area §6: the flag decides): a visitor goes to /login
 * and comes back to this page after signing in (as `loginPath` words it).
 */
export const memberGuardScript =
  `if(document.documentElement.dataset.session!=='member')` +
  `location.replace(${JSON.stringify(`${routes.login}?next=`)}+` +
  `encodeURIComponent(location.pathname+location.search+location.hash))`;

/**
 * A data page's first call (`url`), started as the HTML arrives with the stored token, for a
 * member only; the text of its answer ('' unless it succeeded) is left in the page for the
 * page's store to take (src/lib/first-answer.ts). Not when the tab keeps a fresh answer
 * to it (a key ending in ':' and the URL: src/lib/api/kept-answers.ts): the store asks nothing
 * then.
 */
export const firstCallScript = (url: string) =>
  `;{const d=document.documentElement.dataset,u=${JSON.stringify(url)};` +
  `try{const s=sessionStorage;` +
  `d.session=='member'&&!Object.keys(s).some(k=>k.endsWith(':'+u)&&JSON.parse(s[k]).expires>Date.now())` +
  `&&(d.${FIRST_CALL_MARK}=u,` +
  `fetch(u,{headers:{authorization:'Bearer '+` +
  `localStorage.getItem(${JSON.stringify(signedInRule.tokenKey)})}})` +
  `.then(r=>r.ok?r.text():'').catch(()=>'').then(t=>{d.${FIRST_ANSWER_MARK}=t;` +
  `document.dispatchEvent(new Event(${JSON.stringify(FIRST_ANSWER_EVENT)}))}))}catch{}}`;

/**
 * The page's one before-paint script: its marks, then on a member page the route guard, and
 * on a data page its first call (`firstCall`, a URL).
 */
export const beforePaintScript = (memberPage: boolean, firstCall?: string) =>
  memberPage
    ? pageMarksScript + memberGuardScript + (firstCall ? firstCallScript(firstCall) : '')
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
