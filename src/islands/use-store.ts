import { useStore as useNanoStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import type { ReadableAtom } from 'nanostores';
import { firstScreenValue } from '../stores/first-screen.ts';

/** How a room's template is rendered (islands/room-template.ts); null outside a template. */
export interface RoomTemplateRendering {
  /** The stores' values: one card in each list. */
  values: ReadonlyMap<object, unknown>;
  /** A card field's marks as the template's data-fill-* attributes (lib/card-fill.ts). */
  marks: (marks: Record<string, string>) => Record<string, string | number | undefined>;
}

/** The rendering of a room's template, given at build time; null on a page. */
export const RoomTemplateContext = createContext<RoomTemplateRendering | null>(null);

/**
 * A store's value in an island. While React takes over the prebuilt HTML it is the value the
 * HTML was built with, or drawn with before React (stores/first-screen.ts), so the two match;
 * then the current one. In a room's template, the value it is rendered with.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const template = useContext(RoomTemplateContext)?.values;
  // @nanostores/react's `ssr`: the value React hydrates (and renders on the server) with.
  return useNanoStore(store, {
    ssr: () => (template?.has(store) ? (template.get(store) as T) : firstScreenValue(store)),
  });
}
