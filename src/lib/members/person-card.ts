/** A labelled detail of a person's card; `link` makes a mobile number callable, an address writable. */
export interface PersonRow {
  label: string;
  link?: 'tel' | 'mailto';
}

/** A person as a card shows them: `values` in the order of the card's rows. */
export interface Person {
  name: string;
  imageUrl: string | null;
  /** A line above the name (a designation). */
  kicker?: string;
  values: readonly string[];
}

/** How many cards a phone's first screen shows: their photos are not lazy. */
export const FIRST_SCREEN_CARDS = 2;

const hrefOf = (link: PersonRow['link'], value: string) =>
  !value || !link ? '' : link === 'tel' ? `tel:${value.replace(/\s+/g, '')}` : `mailto:${value}`;

/**
 * What the card of the person at `index` shows (islands/PersonCard.tsx): the photo (a
 * placeholder when there is none), name, kicker and each row's value and link; an empty value
 * leaves its row out. The first screen's photos load at once.
 */
export function personCard(
  { name, imageUrl, kicker = '', values }: Person,
  rows: readonly PersonRow[],
  index: number,
) {
  return {
    name,
    kicker: kicker.trim(),
    photo: imageUrl ?? '/placeholder.svg',
    alt: imageUrl ? name : '',
    loading: index < FIRST_SCREEN_CARDS ? ('eager' as const) : ('lazy' as const),
    details: rows.map(({ link }, row) => {
      const value = values[row]?.trim() ?? '';
      return { value, href: hrefOf(link, value) };
    }),
  };
}

/** A person's card record (personCard). */
export type PersonCardRecord = ReturnType<typeof personCard>;
