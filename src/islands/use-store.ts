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

// Not @nanostores/react: its useStore also serves `keys` (listenKeys, with nanostores' deep
// paths) that no island uses, and every member page paid for them ~0.45 KB gzip, beyond its
// 20 KB beside React once the islands' wait for the first paint came (issue 27). React's own
// useSyncExternalStore does the same here: the snapshot is the store's value, the server
// snapshot the value the page was built or drawn with.

/** The rendering of a room's template, given at build time; null on a page. */
export const RoomTemplateContext = createContext<RoomTemplateRendering | null>(null);

/**
 * A store's value in an island. While React takes over the prebuilt HTML it is the value the
 * HTML was built with, or drawn with before React (stores/first-screen.ts), so the two match;
 * then the current one. In a room's template, the value it is rendered with.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const template = useContext(RoomTemplateContext)?.values;
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    // The value React hydrates (and renders on the server) with.
    () => (template?.has(store) ? (template.get(store) as T) : firstScreenValue(store)),
  );
}
