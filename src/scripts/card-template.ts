import { fieldAt } from '../lib/card-fill.ts';
import { pictureAttributes, type PictureFile } from '../lib/picture.ts';
import { fillElement } from './fill-element.ts';

// A card a script adds (Load More, the members' publications) is a clone of its page's
// <template>: the card's own Astro component rendered without a record, its fields marked
// (src/lib/card-fill.ts), filled by the one fill helper (fill-element.ts).

/** A card cloned from `template` and filled from `record`, ready to be put in the page. */
export const fillCard = (template: HTMLTemplateElement, record: object): HTMLElement =>
  fillElement(template.content.firstElementChild!, record, (path) =>
    pictureAttributes(fieldAt(record, path) as PictureFile),
  );
