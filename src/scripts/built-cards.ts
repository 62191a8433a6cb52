import { enableWired } from './wired-controls.ts';

// The cards a page's script adds (Load More, the news categories) come from the build's JSON
// pages as HTML that the card's own Astro component rendered (src/data/card-html.ts): the
// site's own files, their records' text escaped by Astro, parsed inert in a <template>.

/** The cards of `html`, ready to be put in the page; their controls are wired already. */
export function cardElements(html: readonly string[]): HTMLElement[] {
  const template = document.createElement('template');
  template.innerHTML = html.join('');
  enableWired(template.content);
  return [...template.content.children] as HTMLElement[];
}
