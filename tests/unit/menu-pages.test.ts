import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainMenu, UNDER_CONSTRUCTION_PATH } from '../../src/lib/menu.ts';
import { inSitemap } from '../../src/lib/public-pages.ts';

// Issue 15 point 17: a menu entry without a page points at the 'Under Construction' screen,
// so the menu never leads to 'Page not found'.

const pagesDir = new URL('../../src/pages/', import.meta.url);
/** Whether src/pages has a route file for `path`. */
const hasPage = (path: string) => {
  const name = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '');
  return ['.astro', '/index.astro'].some((ending) => existsSync(new URL(name + ending, pagesDir)));
};

const menuPaths = mainMenu.flatMap((item) => [
  item.path,
  ...item.children.filter((child) => !child.external).map((child) => child.path),
]);

describe('the menu', () => {
  it.each(menuPaths)('%s has a page', (path) => {
    expect(hasPage(path)).toBe(true);
  });

  it("has the 'Under Construction' screen to point at, outside the sitemap", () => {
    expect(hasPage(UNDER_CONSTRUCTION_PATH)).toBe(true);
    expect(inSitemap(`https://club.example${UNDER_CONSTRUCTION_PATH}/`)).toBe(false);
  });
});
