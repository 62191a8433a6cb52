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
// before the scripts load. Member pages keep their scripts as they are. The constants and
// the loader live here, beside the components that use them.

import { AFTER_PAINT_TEMPLATE, FIRST_PAINT_WAIT_MS } from './after-paint.ts';

/** The script type a waiting module script carries (the browser neither fetches nor runs it). */
export const AFTER_PAINT_TYPE = 'module-after-paint';

/** data-waiting's value on a control that needs the page's scripts (shown once they ran). */
export const WAITING_FOR_SCRIPTS = 'scripts';

/** The inline loader's code, after `load` and the first contentful paint (its paint-timing
 * entry, which comes once the frame is on screen: two animation frames alone may still come
 * before it on a busy phone) and one frame more: the waiting templates' content put in their
 * place, every waiting script imported, then the controls that waited for them shown. Without
 * paint timing, two frames after `load`; at the latest FIRST_PAINT_WAIT_MS after it. A fixed
 * text: the site's CSP names its hash (integrations/finish-pages.ts). */
export const afterPaintLoaderCode =
  '(()=>{let d=0;const go=()=>{if(d++)return;' +
  `for(const t of document.querySelectorAll("template[${AFTER_PAINT_TEMPLATE}]"))t.replaceWith(t.content);` +
  `Promise.allSettled([...document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]')].map(s=>import(s.src)))` +
  `.then(()=>{for(const c of document.querySelectorAll('[data-waiting="${WAITING_FOR_SCRIPTS}"]'))c.removeAttribute("data-waiting")})` +
  '},later=()=>requestAnimationFrame(()=>setTimeout(go)),run=()=>{' +
  `setTimeout(go,${FIRST_PAINT_WAIT_MS});const P=self.PerformanceObserver;` +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint")){' +
  'const o=new P(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});' +
  'o.observe({type:"paint",buffered:true})}else requestAnimationFrame(later)};' +
  'document.readyState==="complete"?run():addEventListener("load",run,{once:true})})()';

/** The loader as the page carries it. */
export const afterPaintLoader = `<script>${afterPaintLoaderCode}</script>`;
