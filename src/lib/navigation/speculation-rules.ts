import { memberRoutes } from '../public-pages.ts';

// Navigations ready before the click (issue 27): every page carries speculation rules that
// have the browser prepare a same-site page the visitor is about to open. With a mouse, a
// link held under the pointer (about 200 ms, or pressed) is prerendered: the page is loaded
// and drawn in the background, and the click only shows it. On a touch screen the page is
// only fetched ahead (prefetch), from the moment a finger touches its link (conservative
// eagerness): a cheap phone's processor and data are not spent on pages that may never be
// opened. Not 'moderate' there: on Android (Chrome 138 on) it fetches a link merely seen in the
// viewport, while the page itself is still loading its first screen. The rules are JSON in a <script type="speculationrules"> the build
// writes (components/InlineScript.astro names its hash in the page's policy); a browser
// without speculation rules ignores the element and loses nothing.
//
// Which links: same-site pages only; never the admin, a sign-out address, a file (a path with
// an extension: feeds, calendars, pictures, documents, data) or a link marked `download`; a
// member page only while the page is marked a member's (html[data-session="member"], which
// the before-paint script sets and the header's script keeps up to date: Log Out takes the
// mark away, and the member links with it). The pointer mark (html[data-hover], also set before paint:
// src/lib/inline-scripts.ts) chooses prerender or prefetch.

/** html[data-hover]: 'true' when the page's main pointer can hover (a mouse), else 'false'
 * (a touch screen, or no pointer); `key` is its name in `dataset`. */
export const HOVER_MARK = { attribute: 'data-hover', key: 'hover', mouse: 'true' } as const;

/** Same-site addresses never prepared ahead (URL patterns, relative to the page). */
export const NEVER_AHEAD = ['/admin{/*}?', '/logout{/*}?', '/*.*'] as const;

/** A document rule's condition on a link (the speculation rules' `where`). */
export type LinkCondition =
  | { and: LinkCondition[] }
  | { or: LinkCondition[] }
  | { not: LinkCondition }
  | { href_matches: string | string[] }
  | { selector_matches: string };

/** One document rule: which links, and when the browser acts on them (moderate: a mouse
 * resting on the link or pressing it; conservative: a pointer or finger pressing it). */
export interface SpeculationRule {
  where: LinkCondition;
  eagerness: 'moderate' | 'conservative';
}

/** The rules: prerender with a mouse, prefetch at the touch on a touch screen. */
export interface SpeculationRules {
  prerender: SpeculationRule[];
  prefetch: SpeculationRule[];
}

const marked = (attribute: string, value: string) => `:root[${attribute}="${value}"] *`;

/** The links worth preparing ahead, for a member or a visitor (see above). */
export function linksAhead(routes: readonly string[] = memberRoutes): LinkCondition {
  return {
    and: [
      { href_matches: '/*' },
      { not: { href_matches: [...NEVER_AHEAD] } },
      { not: { selector_matches: '[download]' } },
      {
        or: [
          { not: { href_matches: [...new Set(routes)].map((route) => `${route}{/*}?`) } },
          { selector_matches: marked('data-session', 'member') },
        ],
      },
    ],
  };
}

/** The site's speculation rules. */
export function speculationRules(routes: readonly string[] = memberRoutes): SpeculationRules {
  const links = linksAhead(routes);
  const withMouse: LinkCondition = {
    selector_matches: marked(HOVER_MARK.attribute, HOVER_MARK.mouse),
  };
  return {
    prerender: [{ where: { and: [links, withMouse] }, eagerness: 'moderate' }],
    prefetch: [{ where: { and: [links, { not: withMouse }] }, eagerness: 'conservative' }],
  };
}

/** The rules as every page carries them (a fixed text: the page's policy names its hash). */
export const speculationRulesText = JSON.stringify(speculationRules());
