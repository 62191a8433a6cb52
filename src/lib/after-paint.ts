// What waits for a page's first paint, shared by the visitors' script loader
// (src/lib/deferred-scripts.ts) and the member pages' islands (src/lib/painted-islands.ts):
// a small module of its own, so the islands' inline directive carries neither the loader's
// code nor anything else of theirs.

/** The attribute of a <template> whose content is put in place after the first paint (the
 * contact page's map, every page's manifest link). */
export const AFTER_PAINT_TEMPLATE = 'data-after-paint';

/** How long a wait for the first paint's news lasts before it goes on without it (a browser
 * without paint timing, a tab opened in the background). */
export const FIRST_PAINT_WAIT_MS = 3000;

/** The event a member page's document hears when its first paint is on screen and its scripts
 * start to load: a page whose first screen is all in its HTML starts its first call then
 * (src/lib/inline-scripts.ts), so nothing but the page itself comes before that paint. */
export const FIRST_PAINT_EVENT = 'club:first-paint';

/** Puts the content of the page's after-paint templates in their place. */
export function placeAfterPaintTemplates(doc: Document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    `template[${AFTER_PAINT_TEMPLATE}]`,
  ))
    template.replaceWith(template.content);
}
