// The public pages' scripts only add behaviour to HTML that is already complete (menus,
// dialogs, "load more"): none is needed for the first paint. Loaded as Astro emits them (a
// module script in <head>), they compete with the page's largest picture and, on a phone,
// push its paint back. After the build (integrations/deferred-scripts.ts, run by
// integrations/finish-pages.ts), each module script of a visitor's page is marked to wait
// (an unknown script type: neither fetched nor run), and one small inline script loads them
// once the page has loaded and its first contentful paint is on screen (a small page fires
// `load` before it first paints, and counted animation frames can come before the frame is
// shown). A control that does nothing without its script carries data-waiting="scripts"
// (kept in place but not shown, see global.css) until they have all run. A frame from
// another site that the first screen does not need (the contact page's map) waits the same
// way in a <template data-after-paint> (its room kept by the page's CSS): it is put in place
// before the scripts load. Member pages keep their scripts as they are, except those whose
// first screen is all in their HTML (memberLoaderCode, below). The constants and the loaders
// live here, beside the components that use them.

import { AFTER_PAINT_TEMPLATE, FIRST_PAINT_EVENT, FIRST_PAINT_WAIT_MS } from './after-paint.ts';

/** The script type a waiting module script carries (the browser neither fetches nor runs it). */
export const AFTER_PAINT_TYPE = 'module-after-paint';

/** The mark on <html> of a member page whose first screen is all in its HTML: the build makes
 * its scripts, their preloads and its first call wait for the first paint
 * (integrations/finish-pages.ts, memberLoaderCode). */
export const PAINT_FIRST_MARK = 'data-paint-first';

/** data-waiting's value on a control that needs the page's scripts (shown once they ran). */
export const WAITING_FOR_SCRIPTS = 'scripts';

/** How the loader puts the waiting templates' content in place and imports the waiting scripts
 * (a visitor's page then shows the controls that waited for them). */
const loading = (page: 'visitor' | 'member') =>
  `for(const t of document.querySelectorAll("template[${AFTER_PAINT_TEMPLATE}]"))t.replaceWith(t.content);` +
  (page === 'visitor'
    ? `Promise.allSettled([...document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]')].map(s=>import(s.src)))` +
      `.then(()=>{for(const c of document.querySelectorAll('[data-waiting="${WAITING_FOR_SCRIPTS}"]'))c.removeAttribute("data-waiting")})`
    : `document.dispatchEvent(new Event(${JSON.stringify(FIRST_PAINT_EVENT)}));` +
      `for(const s of document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]'))import(s.src)`);

/** The loader's code: once (`go`) one frame after the first contentful paint is on screen (its
 * paint-timing entry, which comes once the frame is shown: two animation frames alone may
 * still come before it on a busy phone); without paint timing, two frames; at the latest
 * FIRST_PAINT_WAIT_MS (a tab opened in the background). `start` says when that wait begins. */
const loaderCode = (page: 'visitor' | 'member', start: string) =>
  '(()=>{let d=0;const go=()=>{if(d++)return;' +
  loading(page) +
  '},later=()=>requestAnimationFrame(()=>setTimeout(go)),run=()=>{' +
  `setTimeout(go,${FIRST_PAINT_WAIT_MS});const P=self.PerformanceObserver;` +
  'if(P?.supportedEntryTypes?.includes("paint")){' +
  'const o=new P(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});' +
  'o.observe({type:"paint",buffered:true})}else requestAnimationFrame(later)};' +
  start +
  '})()';

/** The visitors' loader, after `load` and the first contentful paint, and one frame more
 * (a small page fires `load` before it first paints): the waiting templates' content put in
 * place, every waiting script imported, then the controls that waited for them shown. A fixed
 * text: the site's CSP names its hash (integrations/finish-pages.ts). */
export const afterPaintLoaderCode = loaderCode(
  'visitor',
  'document.readyState==="complete"?run():addEventListener("load",run,{once:true})',
);

/**
 * The loader of a member page whose first screen is all in its HTML (`paintFirst`, e.g. a
 * bill's heading and its form), carried by the page's before-paint script in <head>
 * (src/lib/inline-scripts.ts: one script, and one gzip, fewer on the page's budget). Once the
 * page is parsed, at its first contentful paint, not `load` (which would wait for the header's
 * picture): the page hears FIRST_PAINT_EVENT (its first call starts), the waiting preloads go
 * in and its scripts are imported. A page being prerendered goes once parsed: nothing competes
 * with a paint nobody sees yet, and the member finds it complete.
 */
export const memberLoaderCode = loaderCode(
  'member',
  'addEventListener("DOMContentLoaded",document.prerendering?go:run,{once:true})',
);

/** The visitors' loader as the page carries it. */
export const afterPaintLoader = `<script>${afterPaintLoaderCode}</script>`;
