import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
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
 * then the current one. In a room's template, the value it is rendered with. (React's own
 * external-store hook: a nanostore's `get` gives the same value until it changes.)
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const template = useContext(RoomTemplateContext)?.values;
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    () => (template?.has(store) ? (template.get(store) as T) : firstScreenValue(store)),
  );
}
