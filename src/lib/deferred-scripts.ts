// The public pages' scripts only add behaviour to HTML that is already complete (menus,
// dialogs, "load more"): none is needed for the first paint. Loaded as Astro emits them (a
// module script in <head>), they compete with the page's largest picture and, on a phone,
// push its paint back. After the build (publisher/finish-pages.ts), each module script of a visitor's page is marked
// to wait (an unknown script type: neither fetched nor run), and one small inline script
// loads them once the page has loaded and its first frame is on screen (two animation
// frames: a small page fires `load` before it first paints). A control that does nothing
// without its script carries data-waiting="scripts" (kept in place but not shown, see
// global.css) until they have all run. A frame from another site that the first screen
// does not need (the contact page's map) waits the same way in a <template data-after-paint>
// (its room kept by the page's CSS): it is put in place before the scripts load. Member pages
// keep their scripts as they are.

/** The script type a waiting module script carries (the browser neither fetches nor runs it). */
export const AFTER_PAINT_TYPE = 'module-after-paint';

/** The attribute of a <template> whose content is put in place after the first paint. */
export const AFTER_PAINT_TEMPLATE = 'data-after-paint';

/** data-waiting's value on a control that needs the page's scripts (shown once they ran). */
export const WAITING_FOR_SCRIPTS = 'scripts';

const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;
const waitingTemplate = new RegExp(`<template\\b[^>]*\\s${AFTER_PAINT_TEMPLATE}[\\s=>]`);

/** The inline loader's code, after `load` and the first frame: the waiting templates' content
 * put in their place, every waiting script imported, then the controls that waited for them
 * shown. A fixed text: the site's CSP names its hash (publisher/finish-pages.ts). */
export const afterPaintLoaderCode =
  '(()=>{const run=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>{' +
  `for(const t of document.querySelectorAll("template[${AFTER_PAINT_TEMPLATE}]"))t.replaceWith(t.content);` +
  `Promise.allSettled([...document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]')].map(s=>import(s.src)))` +
  `.then(()=>{for(const c of document.querySelectorAll('[data-waiting="${WAITING_FOR_SCRIPTS}"]'))c.removeAttribute("data-waiting")})` +
  '})));document.readyState==="complete"?run():addEventListener("load",run,{once:true})})()';

/** The loader as the page carries it. */
export const afterPaintLoader = `<script>${afterPaintLoaderCode}</script>`;

/** A built page with its module scripts waiting for the first paint (and the loader, which
 * also fills the waiting templates); unchanged without either. */
export function deferModuleScripts(html: string): string {
  if (html.includes(afterPaintLoader)) return html;
  let waiting = waitingTemplate.test(html) ? 1 : 0;
  const marked = html.replace(moduleScript, (_, src: string) => {
    waiting++;
    return `<script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`;
  });
  if (waiting === 0) return html;
  const end = marked.lastIndexOf('</body>');
  return end < 0
    ? marked + afterPaintLoader
    : marked.slice(0, end) + afterPaintLoader + marked.slice(end);
}
