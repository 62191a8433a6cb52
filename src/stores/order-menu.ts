import { atom, computed } from 'nanostores';
import { getMenu } from '../lib/api/calls/ordering.ts';
import { searchCategories } from '../lib/ordering/menu.ts';
import { orderingApi } from './club-api.ts';
import { $keptMenu } from './kept-menu.ts';
import { withOrderSession } from './ordering-session.ts';
import { createResource } from './resource.ts';

/**
 * /order: the menu, fetched fresh and kept for the category pages. A failed fetch is logged
 * (members-area §8); the last kept menu is shown if there is one, else the failure.
 */
export const $menu = createResource(async (signal) => {
  try {
    const menu = await withOrderSession(
      (session) => getMenu(orderingApi, session, { signal }),
      signal,
    );
    $keptMenu.set(menu);
    return menu;
  } catch (error) {
    console.error('Menu fetch failed', error);
    const kept = signal.aborted ? null : $keptMenu.get();
    if (kept) return kept;
    throw error;
  }
});

/** The category search box of /order. */
export const $categorySearch = atom('');
export const setCategorySearch = (search: string) => $categorySearch.set(search);

/** The tiles shown: categories whose name holds the search (any case). */
export const $categoryTiles = computed([$menu, $categorySearch], (menu, search) =>
  menu.status === 'ready' ? searchCategories(menu.data, search) : [],
);
