import { experimental_AstroContainer } from 'astro/container';

// The cards a page's script adds later (the gallery's and the news' Load More, the news
// categories) come as HTML in the build's JSON pages: rendered by the card's own Astro
// component, as the page's first cards are, so a card has one renderer and its record's
// text is escaped by Astro.

/** A card of a JSON page: its record's id and its HTML. */
export interface BuiltCard {
  _id: string;
  html: string;
}

let container: Promise<experimental_AstroContainer> | undefined;

/** Each record's card: `Card` rendered with the record as its prop `prop`. */
export async function builtCards(
  Card: Parameters<experimental_AstroContainer['renderToString']>[0],
  prop: string,
  records: readonly { _id: string }[],
): Promise<BuiltCard[]> {
  const renderer = await (container ??= experimental_AstroContainer.create());
  return Promise.all(
    records.map(async (record) => ({
      _id: record._id,
      html: await renderer.renderToString(Card, { props: { [prop]: record } }),
    })),
  );
}
