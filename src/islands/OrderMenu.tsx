import { useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { routes } from '../lib/routes.ts';
import { $orderNotice } from '../stores/order-notice.ts';
import { $categorySearch, $categoryTiles, $menu, setCategorySearch } from '../stores/order-menu.ts';
import FailureNotice from './FailureNotice.tsx';
import { useKeepTyped } from './keep-typed.ts';

/** /order: the menu's categories as tiles, searched by name; a tile opens its foods. */
export default function OrderMenu() {
  const menu = useStore($menu);
  const search = useStore($categorySearch);
  const tiles = useStore($categoryTiles, []);
  const notice = useStore($orderNotice);
  // Prebuilt: a search typed before React took the page over is kept.
  const input = useKeepTyped<HTMLInputElement>(search, setCategorySearch);

  return (
    <>
      {/* No <form>: Enter before the script runs would submit it and reload the page. */}
      <div role="search" className="list-tools">
        <label htmlFor="category-search" className="visually-hidden">
          Search menu categories
        </label>
        <input
          ref={input}
          id="category-search"
          type="search"
          placeholder="Search"
          value={search}
          autoComplete="off"
          onChange={(event) => setCategorySearch(event.target.value)}
        />
      </div>
      <div className="member-room" aria-busy={menu.status === 'loading'}>
        {/* A placed order's message (sessionStorage): in the room, so nothing moves for it. */}
        {notice && (
          <p className="notice notice--ok" role="status">
            {notice}
          </p>
        )}
        {menu.status === 'loading' && <p role="status">{loadingTexts.plain}</p>}
        {menu.status === 'error' && <FailureNotice message={menu.message} />}
        {menu.status === 'ready' && tiles.length === 0 && (
          <p className="notice" role="status">
            {messages.noData}
          </p>
        )}
        {tiles.length > 0 && (
          <ul className="grid menu-tiles" aria-label="Menu categories">
            {tiles.map((category, index) => (
              <li key={category.categoryId ?? index}>
                {/* A category's tile: its name, opening its foods. */}
                <a className="card menu-tile" href={routes.orderCategory(category.categoryId)}>
                  {category.categoryName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
