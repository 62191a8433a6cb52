import { atom, computed, onMount } from 'nanostores';
import { memberRouteId } from '../lib/member-shells.ts';
import { formatTaka } from '../lib/format/money.ts';
import { findCategory, searchFoods } from '../lib/ordering/menu.ts';
import type { Food, MenuCategory } from '../lib/schemas/ordering.ts';
import { $keptMenu } from './kept-menu.ts';
import { navigation } from './navigation.ts';
import { routes } from '../lib/routes.ts';

/** The category of /order/{categoryId}, from the kept menu; null until read. */
export const $category = atom<MenuCategory | null>(null);
/** The chosen food group tab and the food search of the category page. */
export const $foodGroupId = atom('');
export const $foodSearch = atom('');

onMount($category, () => {
  if (typeof window === 'undefined') return;
  const menu = $keptMenu.get();
  const category = menu && findCategory(menu, memberRouteId(window.location.pathname, '/order/'));
  // Missing or invalid kept menu data, or an unknown category: back to the menu.
  if (!category) {
    navigation.replace(routes.order);
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

/** The id of a food group's tab (the food panel is labelled by the chosen one). */
export const foodTabId = (foodgroupId: string) => `tab-${foodgroupId}`;

/**
 * What a food's card shows: photo (a placeholder when none), name, price, detail, how many are
 * in the cart. The first card's photo (`index` 0) is the page's largest paint on a phone: it is
 * asked for at once and before the others, the rest only as they near the screen.
 */
export const foodCard = (food: Food, inCart = 0, index = 0) => ({
  photo: food.foodImage || '/placeholder.svg',
  alt: food.foodImage ? food.foodName : '',
  loading: index === 0 ? ('eager' as const) : ('lazy' as const),
  priority: index === 0 ? ('high' as const) : undefined,
  name: food.foodName,
  price: formatTaka(food.foodPrice),
  detail: food.foodDetail,
  inCart,
});
