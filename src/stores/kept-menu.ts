import { readStoredMenu } from '../lib/ordering/menu.ts';
import type { MenuCategory } from '../lib/schemas/ordering.ts';
import { storedAtom } from './stored-atom.ts';

/** localStorage key of the menu (members-area §3: the food menu is kept in local storage). */
export const MENU_KEY = 'foodMenu';

/** The last menu /order fetched, kept for the category pages (checked when read back). */
export const $keptMenu = storedAtom<MenuCategory[] | null>(MENU_KEY, null, {
  decode: readStoredMenu,
  encode: (menu) => (menu ? JSON.stringify(menu) : undefined),
  follow: false,
});
