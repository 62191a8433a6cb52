import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'puppeteer-core';

// The phone the bench measures on stays the same phone on any machine (issue 27.3).
//
// Lighthouse's simulated throttling multiplies the CPU time it observed by a fixed factor
// (the mobile preset's 4×): a machine twice as slow, or busy with other work, observes twice
// the time and so simulates a phone twice as slow. Lighthouse's own advice is to calibrate that
// factor from the machine's speed, its benchmark index, measured at every run (docs/throttling.md
// in the Lighthouse repository, "Calibrating the CPU slowdown"). The bench does so at every
// run: the factor is the run's benchmark index over the index of the phone the budgets were
// set on, so the simulated phone is the same on a fast machine, a slow one and a busy one. The
// navigations' real slowdown (through the DevTools protocol) is calibrated the same way.

/** The mobile preset's CPU slowdown (4×), used when a run measured no benchmark index. */
export const PRESET_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** Lighthouse's benchmark index of the machine the budgets were set on (2 cores, quiet). */
const BUDGET_MACHINE_INDEX = 2880;

/** Lighthouse's benchmark index of the phone the bench simulates: that machine under the
 * mobile preset's slowdown (720). */
export const PHONE_BENCHMARK_INDEX = BUDGET_MACHINE_INDEX / PRESET_CPU_SLOWDOWN;

/** The calibrated slowdown's bounds: a machine slower than the phone is not sped up, and an
 * index far off (a benchmark cut short) does not make a phone of another kind. */
export const SLOWDOWN_BOUNDS = { min: 1, max: 20 } as const;

/** The CPU slowdown that makes a machine of `benchmarkIndex` the bench's phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    return PRESET_CPU_SLOWDOWN;
  const factor = benchmarkIndex / PHONE_BENCHMARK_INDEX;
  return Math.min(SLOWDOWN_BOUNDS.max, Math.max(SLOWDOWN_BOUNDS.min, factor));
}

/** The real CPU slowdown (DevTools protocol) that makes this tab the bench's phone: the
 * machine's index measured in the tab, as Lighthouse measures it, slowed as asked first. */
export async function phoneSlowdownInTab(page: Page, machineSlowdown: number): Promise<number> {
  await page.emulateCPUThrottling(machineSlowdown);
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return machineSlowdown * calibratedCpuSlowdown(index);
}

/** `--cpu-slowdown=<n>` (or `--cpu-slowdown <n>`): how many times slower the bench makes its
 * Chromium for real (a slowed machine, to check that the verdicts travel; 1 without it, 1 to
 * 8). */
export function cpuSlowdownFrom(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === '--cpu-slowdown' || arg.startsWith('--cpu-slowdown='));
  if (at < 0) return 1;
  const text = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const factor = Number(text);
  if (!text || !Number.isFinite(factor) || factor < 1 || factor > 8)
    throw new Error(
      `--cpu-slowdown takes a number from 1 to 8 (got ${JSON.stringify(text ?? '')}).`,
    );
  return factor;
}

// The publisher's budgets in seconds (issue 12: a one-item publish within 3 s at scale 100, an
// unchanged trigger and the watcher's check within 1 s) travel the same way: they are the
// seconds of this machine, quiet, stretched on a slower or busier machine and shortened on a
// faster one by the machine's pace, measured beside the publishes in the same run. Two paces,
// as the work differs:
//   cpu       Lighthouse's benchmark index again, measured in Node in as many threads at once
//             as the machine has cores (a publish keeps every core busy: the publisher, its
//             build worker, the API; with a second busy process a one-thread index stayed
//             within 3 % and two threads' fell to 0.7–0.75×, as the full publish slowed
//             1.4–1.6×);
//   exchange  conditional requests answered 304 per second, between two threads on loopback
//             with 32 in flight, as the change check asks the API (with the busy process it
//             fell to 0.5× and the watcher's check slowed 1.9–2.2×: the two processes that
//             talk end up sharing one core).
// A one-item publish asks the API again and then builds: it stretches by both (bench/budgets.ts).

/** The machine's two paces (see above). */
export interface MachinePace {
  /** Lighthouse's benchmark index, the mean of as many threads at once as the machine has cores. */
  cpu: number;
  /** Conditional requests answered 304 per second on loopback, 32 in flight. */
  exchange: number;
}

/** This machine's pace, quiet, in the bench beside its scale-100 publishes (2026-11-27: cpu
 * medians 2,473 and 2,505 in two runs, exchange 27,904): the seconds budgets as set hold here. */
export const PUBLISH_BUDGET_PACE: MachinePace = { cpu: 2500, exchange: 27000 };

/** The stretch's bounds: a pace far off (a measure cut short) does not make another budget. */
export const PUBLISH_STRETCH_BOUNDS = { min: 0.5, max: 4 } as const;

/** A worker thread's text: Lighthouse's benchmark index, measured once and posted back. */
const indexThread =
  `require('node:worker_threads').parentPort.postMessage(` +
  `(${pageFunctions.computeBenchmarkIndex.toString()})())`;

/** A worker thread's text: a server that answers every request 304, its port posted back. */
const notModifiedThread =
  `const s=require('node:http').createServer((q,r)=>{r.writeHead(304,{etag:'W/"0"'});r.end()});` +
  `s.listen(0,'127.0.0.1',()=>require('node:worker_threads').parentPort.postMessage(s.address().port))`;

/** Runs `text` in a worker thread; its first message, then the worker is ended. */
function inThread<T>(text: string, use: (message: T) => Promise<number> | number): Promise<number> {
  return new Promise((measured, failed) => {
    const worker = new Worker(text, { eval: true });
    worker.once('error', failed);
    worker.once('message', (message: T) =>
      Promise.resolve()
        .then(() => use(message))
        .then(measured, failed)
        .finally(() => void worker.terminate()),
    );
  });
}

/** Conditional requests answered per second by the server at `port` within `ms`. */
async function exchangesPerSecond(port: number, ms: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const ask = () =>
    new Promise<void>((answered, failed) => {
      const headers = { 'if-none-match': 'W/"0"' };
      request({ host: '127.0.0.1', port, agent, headers }, (response) => {
        response.resume().once('end', answered);
      })
        .once('error', failed)
        .end();
    });
  let answered = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (performance.now() - started < ms) {
          await ask();
          answered++;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return answered / ((performance.now() - started) / 1000);
}

/** The machine's pace now (MachinePace). */
export async function machinePace(threads = availableParallelism()): Promise<MachinePace> {
  const indices = await Promise.all(
    Array.from({ length: Math.max(1, threads) }, () =>
      inThread<number>(indexThread, (index) => index),
    ),
  );
  // The first rounds warm the client and server up (four times slower on a cold start).
  const exchange = await inThread<number>(notModifiedThread, async (port) => {
    for (let round = 0; round < 3; round++) await exchangesPerSecond(port, 250);
    return exchangesPerSecond(port, 500);
  });
  return { cpu: indices.reduce((sum, index) => sum + index, 0) / indices.length, exchange };
}

/** How many times a seconds budget stretches at `pace` against `budgetPace` (1 when no pace
 * was measured). */
export function publishBudgetStretch(pace: number | undefined, budgetPace: number): number {
  if (pace === undefined || !Number.isFinite(pace) || pace <= 0) return 1;
  const stretch = budgetPace / pace;
  return Math.min(PUBLISH_STRETCH_BOUNDS.max, Math.max(PUBLISH_STRETCH_BOUNDS.min, stretch));
}
