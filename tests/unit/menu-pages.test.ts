import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../../src/lib/menu.ts';
import { routes } from '../../src/lib/routes.ts';
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
    expect(hasPage(routes.underConstruction)).toBe(true);
    expect(inSitemap(`https://club.example${routes.underConstruction}/`)).toBe(false);
  });
});

// Every link the site writes takes its address from the route builder (src/lib/routes.ts):
// each fixed address there must be a page the build makes, or every link to it is a dead end.
// `billing` alone is a section, whose pages are built per bill (billingDetails, invoice).
const sections = new Set(['billing']);
const fixedAddresses = Object.entries(routes).flatMap(([name, route]) =>
  typeof route === 'string' && !sections.has(name) ? [[name, route] as const] : [],
);

describe('the route builder', () => {
  it.each(fixedAddresses)('%s (%s) has a page', (_, path) => {
    expect(hasPage(path)).toBe(true);
  });

  it('has the section its bills are built under', () => {
    expect(hasPage(routes.billingDetails('x').replace(/x$/, ''))).toBe(true);
    expect(routes.billingDetails('x').startsWith(`${routes.billing}/`)).toBe(true);
    expect(routes.invoice('x').startsWith(`${routes.billing}/`)).toBe(true);
  });
});
