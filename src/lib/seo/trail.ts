import { mainMenu, type MenuItem } from '../menu.ts';
import type { TrailStep } from './structured-data.ts';

const HOME: TrailStep = { name: 'Home', path: '/' };
const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const publicMenu = (menu: readonly MenuItem[]) => menu.filter((item) => !item.membersOnly);

/**
 * The trail of a page of the public menu: Home › section › page ('/founder-members' →
 * Home › The Club › Founder Members). A section whose own link is this page is not repeated;
 * null for the home page and for pages outside the menu.
 */
export function menuTrail(pathname: string, menu = mainMenu): TrailStep[] | null {
  const path = bare(pathname);
  if (path === '/') return null;
  for (const item of publicMenu(menu)) {
    if (item.children.length === 0 && item.path === path) return [HOME, { name: item.name, path }];
    const child = item.children.find((link) => !link.external && link.path === path);
    if (child)
      return item.path === path
        ? [HOME, { name: child.name, path }]
        : [HOME, { name: item.name, path: item.path }, { name: child.name, path }];
  }
  return null;
}

/** The trail of a detail page under a menu section ('/news' → Home › News › the story). */
export function detailTrail(sectionPath: string, page: TrailStep, menu = mainMenu): TrailStep[] {
  return [...(menuTrail(sectionPath, menu) ?? [HOME]), page];
}
