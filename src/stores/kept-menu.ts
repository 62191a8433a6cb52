import { readStoredMenu } from '../lib/ordering/menu.ts';
import type { MenuCategory } from '../lib/schemas/ordering.ts';
import { storedAtom } from './stored-atom.ts';
import { MENU_KEY } from '../lib/constants/member-data-keys.ts';

export { MENU_KEY } from '../lib/constants/member-data-keys.ts';

/** The last menu /order fetched, kept for the category pages (checked when read back). */
export const $keptMenu = storedAtom<MenuCategory[] | null>(MENU_KEY, null, {
  decode: readStoredMenu,
  encode: (menu) => (menu ? JSON.stringify(menu) : undefined),
  follow: false,
});
