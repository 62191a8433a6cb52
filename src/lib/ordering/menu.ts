import * as v from 'valibot';
import { menuCategorySchema, type Food, type MenuCategory } from '../schemas/ordering.ts';

/** The stored menu (members-area §3: kept in local storage) as it must read back. */
const storedMenuSchema = v.pipe(v.array(menuCategorySchema), v.minLength(1));

/** The menu from storage; null when it is missing, corrupt or empty. */
export function readStoredMenu(stored: string | null): MenuCategory[] | null {
  if (!stored) return null;
  try {
    const result = v.safeParse(storedMenuSchema, JSON.parse(stored));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** Case-insensitive substring match of a name against a search box (blank matches all). */
export function matchesSearch(name: string, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  return wanted === '' || name.toLocaleLowerCase().includes(wanted);
}

/** The categories whose name matches the search. */
export const searchCategories = (menu: readonly MenuCategory[], search: string) =>
  menu.filter((category) => matchesSearch(category.categoryName, search));

/** The foods whose name matches the search. */
export const searchFoods = (foods: readonly Food[], search: string) =>
  foods.filter((food) => matchesSearch(food.foodName, search));

/** The category with this id, or null. */
export const findCategory = (menu: readonly MenuCategory[], categoryId: string) =>
  menu.find((category) => category.categoryId === categoryId) ?? null;
