import { experimental_AstroContainer } from 'astro/container';

// The cards a page's script adds later (the gallery's and the news' Load More, the news
// categories) come as HTML in the build's JSON pages: rendered by the card's own Astro
// component, as the page's first cards are, so a card has one renderer and its record's
// text is escaped by Astro.

type Card = Parameters<experimental_AstroContainer['renderToString']>[0];

let container: Promise<experimental_AstroContainer> | undefined;

/** The HTML of `Card` rendered with `props`. */
export async function cardHtml(Card: Card, props: Record<string, unknown>): Promise<string> {
  container ??= experimental_AstroContainer.create();
  return (await container).renderToString(Card, { props });
}
