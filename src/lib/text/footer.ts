import type { MenuItem } from '../menu.ts';
import { routes } from '../routes.ts';

/**
 * Footer targets that differ from the general rule. The spec numbers them 1 to 3 counting
 * Home as 0 (The Club, Committee, Affiliation): read as menu ids 01–03, Home would point to
 * /club-history, and only Committee's target differs from its first child anyway.
 */
const footerTargets: Record<string, string> = {
  '02': routes.clubHistory,
  '03': routes.presentCommittee,
  '04': routes.affiliatedClubs,
};

/** The footer's two link columns: menu items 1–6, and 7–12 (the Login toggle follows). */
export function footerColumns<T>(menu: readonly T[]): [T[], T[]] {
  return [menu.slice(0, 6), menu.slice(6, 12)];
}

/** Where a footer link goes: the fixed target, else the first child's path, else its own. */
export function footerLinkTarget(item: Pick<MenuItem, 'id' | 'path' | 'children'>): string {
  return footerTargets[item.id] ?? item.children[0]?.path ?? item.path;
}
