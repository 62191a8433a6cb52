import { useContext } from 'react';
import { cardProps, hasField } from '../lib/card-fill.ts';
import { RoomTemplateContext } from './use-store.ts';

// A member page's room (the data part of its island) is also built into the page as a
// <template> (components/members/EarlyRoom.astro): the island rendered with its stores at
// values that give each list one card, every field a mark. The page's script fills it as
// soon as the data is there, before React has arrived (scripts/early-room.ts); React then
// takes over the same markup. Cards and rooms place their record's fields with `useCard`,
// so the template and React's own rendering come from the same components.

/**
 * A card's (or room's) fields, from `view` (its record of display-ready fields): `fields`
 * spreads marks as props (lib/card-fill.ts `cardProps`), `has` says whether an optional part
 * shows, `record` is the record. In the template there is none: the marks go in, every part
 * shows, and a list the record would give has one item.
 */
export function useCard<R extends object>(view: () => R = () => ({}) as R) {
  const template = useContext(RoomTemplateContext);
  if (template) return { fields: template.marks, has: () => true, record: undefined };
  const record = view();
  return {
    fields: cardProps(record),
    has: (path: string) => hasField(record, path),
    record: record as R | undefined,
  };
}
