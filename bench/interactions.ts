import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { budgets } from './budgets.ts';
import type { StoredState } from './member-session.ts';
import { realLoad } from './real-load.ts';
import type { MemberBenchPage } from './templates.ts';
import type { InteractionRun } from './types.ts';

// Responsiveness: a visitor's and a member's common taps and typing, each on a page loaded for
// real as the bench's phone (bench/real-load.ts: slow 4G, the phone's CPU, touch), a member's
// from /login as the member's way there goes. Once the page has loaded and gone quiet, the
// tap or the typing is made on the phone's touch screen, still at the phone's CPU, and the
// page's Interaction to Next Paint is read as the `web-vitals` library measures it (`onINP`,
// its attribution build, put in the page before any of its scripts).

/** How many loads an interaction is measured on: one, and three when the first falls within
 * INP_EDGE ms of its budget or over it (the verdict is then the median), as a public page's
 * pairs go: most taps are far under it, and the whole run has its half hour. */
export const INTERACTION_RUNS = { first: 1, nearBudget: 3 } as const;
export const INP_EDGE = 50;

/** One interaction the bench measures: where, and what the visitor or member does there. */
export interface Interaction {
  name: string;
  /** The template of the page it is made on (as RESULTS.md names the templates). */
  template: string;
  path: string;
  /** A member's: loaded signed in, after the pages of the member's way there. */
  member: boolean;
  via: string[];
  /** The tap or the typing, found by role and name as the person finds it. */
  act: (page: Page) => Promise<void>;
}

/** The interactions: the public ones at their fixed pages, the members' on their member
 * pages as the bench loads those (`members`, bench/templates.ts: the path and the way). */
export function interactions(members: readonly MemberBenchPage[]): Interaction[] {
  const member = (template: string): Pick<Interaction, 'template' | 'path' | 'member' | 'via'> => {
    const page = members.find((candidate) => candidate.template === template);
    if (!page) throw new Error(`No member page of the ${template} template.`);
    return { template, path: page.path, member: true, via: page.via };
  };
  const main = (page: Page) => page.getByRole('main');
  return [
    {
      name: 'open the menu',
      template: 'home',
      path: '/',
      member: false,
      via: [],
      act: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'choose a news category',
      template: 'news',
      path: '/news',
      member: false,
      via: [],
      act: (page) =>
        page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().tap(),
    },
    {
      name: 'expand a booking card',
      ...member('booking-list'),
      act: (page) => main(page).getByRole('button', { expanded: false }).first().tap(),
    },
    {
      name: 'add a food',
      ...member('food-menu'),
      act: (page) => main(page).getByRole('button', { name: /^Add / }).first().tap(),
    },
    {
      name: 'type in the member directory search',
      ...member('member-directory'),
      act: async (page) => {
        const search = page.getByRole('searchbox', { name: 'Search Member' });
        await search.tap();
        await search.pressSequentially('Rah', { delay: 300 });
      },
    },
  ];
}

/** The web-vitals attribution build, as the package ships it for a <script>. */
const webVitals = readFileSync(
  join(dirname(fileURLToPath(import.meta.resolve('web-vitals'))), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** What the page's onINP reported last (the worst interaction so far). */
interface Reported {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

/** What web-vitals' attribution build reports of INP (the part read here). */
interface Attributed {
  value: number;
  attribution: {
    interactionTarget: string;
    interactionType: string;
    inputDelay: number;
    processingDuration: number;
    presentationDelay: number;
  };
}

/** Installed before the page's scripts, after the library: every change of INP, kept. Every
 * interaction counts (durationThreshold 16, Event Timing's least), not only those over 40 ms. */
function watchInp(webVitals: {
  onINP(report: (metric: Attributed) => void, options: Record<string, unknown>): void;
}) {
  const scope = window as unknown as { __inp?: Reported };
  webVitals.onINP(
    ({ value, attribution: a }) => {
      scope.__inp = {
        value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
      };
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

/** How long after the interaction its entries may still come in (web-vitals reports in the
 * page's next idle time, which a slowed CPU puts off). */
const REPORT_WAIT_MS = 10_000;
const SETTLE_MS = 1000;

/** The interaction made once on a page loaded for real; its INP as web-vitals reports it. */
async function runOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  options: { stored?: StoredState; machineSlowdown: number; cpuSlowdown?: number },
): Promise<InteractionRun> {
  let reported: Reported | undefined;
  const load = await realLoad(browser, origin + interaction.path, {
    stored: interaction.member ? options.stored : undefined,
    machineSlowdown: options.machineSlowdown,
    cpuSlowdown: options.cpuSlowdown,
    via: interaction.via.map((path) => origin + path),
    // The library's `var webVitals` is the init script's own (Playwright runs it in a function
    // of its own), so it is handed over; on lines of their own after its closing comment.
    initScripts: [{ content: `${webVitals}\n;(${watchInp.toString()})(webVitals);\n` }],
    loaded: async (page) => {
      await interaction.act(page);
      await page
        .waitForFunction(() => '__inp' in window, null, { timeout: REPORT_WAIT_MS })
        .catch(async (error: Error) => {
          throw new Error(
            `No INP reported for "${interaction.name}" on ${page.url()}: ${error.message}`,
          );
        });
      // Entries of the same interaction still on their way are taken too.
      await page.waitForTimeout(SETTLE_MS);
      reported = await page.evaluate(() => (window as unknown as { __inp: Reported }).__inp);
    },
  });
  return { ...reported!, cpuSlowdown: load.cpuSlowdown };
}

/** The interaction measured on INTERACTION_RUNS loads (the first calibrating the phone's CPU,
 * the others taking its slowdown). */
export async function measureInteraction(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  options: { stored?: StoredState; machineSlowdown: number },
): Promise<InteractionRun[]> {
  const runs: InteractionRun[] = [];
  const wanted = () =>
    runs.length < INTERACTION_RUNS.first || runs[0]!.value <= budgets.inpMs - INP_EDGE
      ? INTERACTION_RUNS.first
      : INTERACTION_RUNS.nearBudget;
  while (runs.length < wanted())
    runs.push(
      await runOnce(browser, origin, interaction, {
        ...options,
        cpuSlowdown: runs[0]?.cpuSlowdown,
      }),
    );
  return runs;
}
