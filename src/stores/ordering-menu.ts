import { atom, computed, onMount } from 'nanostores';
import { getMenu } from '../lib/api/calls/ordering.ts';
import { memberRouteId } from '../lib/member-shells.ts';
import {
  findCategory,
  readStoredMenu,
  searchCategories,
  searchFoods,
} from '../lib/ordering/menu.ts';
import type { MenuCategory } from '../lib/schemas/ordering.ts';
import { orderingApi } from './club-api.ts';
import { navigation } from './navigation.ts';
import { readKey, writeKey } from './ordering-storage.ts';
import { createResource } from './resource.ts';
import { withOrderSession } from './ordering-session.ts';

/** localStorage key of the menu (members-area §3: the food menu is kept in local storage). */
export const MENU_KEY = 'foodMenu';

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
    writeKey('localStorage', MENU_KEY, JSON.stringify(menu));
    return menu;
  } catch (error) {
    console.error('Menu fetch failed', error);
    const kept = signal.aborted ? null : readStoredMenu(readKey('localStorage', MENU_KEY));
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

/** The category of /order/{categoryId}, from the kept menu; null until read. */
export const $category = atom<MenuCategory | null>(null);
/** The chosen food group tab and the food search of the category page. */
export const $foodGroupId = atom('');
export const $foodSearch = atom('');

onMount($category, () => {
  if (typeof window === 'undefined') return;
  const menu = readStoredMenu(readKey('localStorage', MENU_KEY));
  const category = menu && findCategory(menu, memberRouteId(window.location.pathname, '/order/'));
  // Missing or invalid kept menu data, or an unknown category: back to the menu.
  if (!category) {
    navigation.replace('/order');
    return;
  }
  $category.set(category);
  $foodGroupId.set(category.foodgroups[0]?.foodgroupId ?? '');
});

/** Shows a food group's tab. */
export const chooseFoodGroup = (foodgroupId: string) => $foodGroupId.set(foodgroupId);
export const setFoodSearch = (search: string) => $foodSearch.set(search);

/** The foods shown: those of the chosen group whose name holds the search (any case). */
export const $foodsShown = computed(
  [$category, $foodGroupId, $foodSearch],
  (category, id, search) => {
    const group = category?.foodgroups.find((entry) => entry.foodgroupId === id);
    return group ? searchFoods(group.foods, search) : [];
  },
);
