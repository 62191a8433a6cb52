// How the browser code is split into files (astro.config.mjs). Every member page loads:
//   react    React, react-dom and Astro's React glue: one shared vendor chunk, cached once;
//   site     the code that public pages' scripts share with member pages (the session store
//            behind the header, a few constants): loaded by every page that needs any of it;
//   members  the members' shared machinery (valibot, the schema fields, the API client, the
//            store helpers, the rooms drawn before React), never reached by a public page's
//            script;
//   islands  the islands' shared helpers (reading stores, typed text, failures, rooms);
//   bookings, ordering  what the booking pages and the order pages share;
//   lists    the infinite lists' store, and list-islands their React part, for the pages
//            that have one;
//   directory  the lists' calls, with the taking of a first answer its head script asked
//            (which the balance, the billing pages, the profile and the election pages share);
//   cards    the card fill (src/lib/card-fill.ts): the public pages' Load More cards, and the
//            member pages' rooms drawn before React;
//   its own  the page's store, calls and islands (split automatically by what uses them).
// A member page's script (its first API call, its room drawn before React) reaches no React:
// only `islands`, `list-islands` and the islands' own files import it, so the call starts and
// the data is drawn while React is still on its way.
// A second member page downloads only its own part. A module reached by a public page's
// script is never put where a public page would load React or valibot with it: that follows
// from the module graph (and public scripts may change what they import without a thought
// here). The budgets count member pages' JavaScript beyond `react`
// (scripts/check-page-weight.ts), which is why small shared parts are grouped: each file
// of its own costs a page some gzip.

import { isPublicPage } from '../src/lib/public-pages.ts';

/** The name (file prefix) of the shared React chunk. */
export const REACT_CHUNK_NAME = 'react';

const react = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

const memberParts =
  /src[\\/](islands[\\/]|layouts[\\/]MemberLayout\.astro|components[\\/](members|ordering)[\\/])/;
const pageScript = /src[\\/]pages(\/.*?)(\/index)?\.astro\?/;

/** Member pages' entries: islands, the scripts of member pages and their parts. */
function memberEntry(id: string): boolean {
  const page = pageScript.exec(id.replaceAll('\\', '/'));
  return memberParts.test(id) || (page !== null && !isPublicPage(page[1]!));
}

/**
 * The members' shared machinery (a page's own store, calls and islands are not): the API
 * client and its schemas' parts, constants, formats, the store helpers, and a room drawn
 * before React (scripts/early-room.ts, which brings the card fill). ResourceView and
 * EmptyNotice (billing, election, profile) are not in it: they go with the pages that use
 * them, so the cart and the lists do not load them.
 */
const membersShared = [
  /node_modules[\\/]valibot[\\/]/,
  /src[\\/]lib[\\/]schemas[\\/](fields|tolerant-list|skipped-records)\.ts$/,
  /src[\\/]lib[\\/]api[\\/][\w-]+\.ts$/,
  /src[\\/]lib[\\/]api[\\/]calls[\\/]shared\.ts$/,
  // The election's kinds (constants/election.ts) go with the election's pages alone.
  /src[\\/]lib[\\/]constants[\\/](?!election\.ts$)/,
  /src[\\/]lib[\\/]format[\\/](money|date)\.ts$/,
  /src[\\/]stores[\\/](club-api|resource|first-screen|navigation)\.ts$/,
  /src[\\/]scripts[\\/]early-room\.ts$/,
];

/**
 * The islands' shared helpers (they import React; the members' stores never do): reading
 * stores, typed text, failures, and placing a room's fields (islands/room-template.ts).
 */
const islandsShared =
  /src[\\/]islands[\\/](use-store|keep-typed|FailureNotice|room-template)\.tsx?$/;

/** What the booking pages share: the bookings' schemas and calls, and a booking's bill. */
const bookings =
  /src[\\/]lib[\\/](schemas[\\/]bookings|api[\\/]calls[\\/]bookings|billing[\\/]bill)\.ts$/;

/** What the order pages share (each has the header's cart): the cart, kept in storage. */
const ordering =
  /src[\\/](stores[\\/](cart|stored-atom)|lib[\\/](ordering[\\/]cart|schemas[\\/]ordering))\.ts$/;

/** The card fill: public and member pages share it, yet most pages of either have no cards. */
const cards = /src[\\/](lib[\\/]card-fill|scripts[\\/]fill-element)\.ts$/;

/**
 * The lists' calls (notices, circulars, directories) with the code that takes a head script's
 * first answer (src/lib/first-answer.ts), which the balance's, the bill's, the profile form's
 * and the election pages' calls share: in a file of its own, it would cost the lists a request
 * and the last bytes of their budget (measured: ~87 B gzip on the member directory, which has
 * less than 100 to spare).
 */
const firstCalls = /src[\\/]lib[\\/](api[\\/]calls[\\/]directory|first-answer)\.ts$/;

/** The infinite lists' machinery (directories, notices, circulars, bookings): store, islands. */
const lists = /src[\\/]stores[\\/]paged-list\.ts$/;
const listIslands = /src[\\/]islands[\\/](PagedCards|SearchBox)\.tsx$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[] } | null;
}

/** Rolldown's `output.codeSplitting` for the client build (fresh state for each build). */
export function clientCodeSplitting() {
  const reached = new Map<string, { public: boolean; member: boolean }>();
  // Which kinds of entry reach a module through static imports (dynamic imports load on
  // demand, so a public page that may import the API client later does not load it).
  const reach = (id: string, graph: ModuleGraph, seen = new Set<string>()) => {
    const known = reached.get(id);
    if (known) return known;
    const found = { public: false, member: false };
    seen.add(id);
    const info = graph.getModuleInfo(id);
    // A page's entry (a component's script, an island) is imported by nothing in the bundle;
    // a module imported only by `import()` is loaded on demand and reaches no page by itself.
    if (!info || (info.importers.length === 0 && info.dynamicImporters.length === 0)) {
      if (memberEntry(id)) found.member = true;
      else found.public = true;
    }
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      const above = reach(importer, graph, seen);
      found.public ||= above.public;
      found.member ||= above.member;
    }
    if (seen.size === 1 || !info?.importers.some((importer) => seen.has(importer)))
      reached.set(id, found);
    return found;
  };
  /** A group of member modules (none that a public page's script reaches). */
  const memberGroup = (name: string, test: RegExp, priority: number) => ({
    name: (id: string, graph: ModuleGraph) =>
      test.test(id) && !reach(id, graph).public ? name : null,
    priority,
  });
  return {
    groups: [
      { name: REACT_CHUNK_NAME, test: react, priority: 5 },
      { name: 'cards', test: cards, priority: 4 },
      {
        name: (id: string, graph: ModuleGraph) => {
          const kinds = reach(id, graph);
          return kinds.public && kinds.member ? 'site' : null;
        },
        priority: 3,
      },
      // Each group takes the modules its own ones import that no earlier (higher) group took:
      // the islands' helpers before the lists'.
      memberGroup('islands', islandsShared, 1.8),
      memberGroup('bookings', bookings, 1.6),
      memberGroup('ordering', ordering, 1.5),
      memberGroup('lists', lists, 1.4),
      memberGroup('directory', firstCalls, 1.3),
      memberGroup('list-islands', listIslands, 1.2),
      {
        name: (id: string, graph: ModuleGraph) =>
          membersShared.some((pattern) => pattern.test(id)) && !reach(id, graph).public
            ? 'members'
            : null,
        priority: 2,
      },
    ],
  };
}

/** Whether a built file ('/_astro/react.AbC123.js') is the shared React chunk. */
export const isReactChunk = (file: string) =>
  new RegExp(`(^|/)${REACT_CHUNK_NAME}\\.[\\w-]+\\.js$`).test(file);
