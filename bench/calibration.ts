import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'puppeteer-core';
import { median } from './median.ts';

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
//   exchange  conditional requests answered 304 per second on loopback, 32 in flight, as the
//             change check asks the API: a server in a process of its own, asked from a
//             worker thread, so that nothing of the bench's own process (the publisher's heap
//             and timers) is measured with the machine (asked from the bench's main thread it
//             wandered 17,500–25,300 at scale 100 against 30,000–33,800 at scales 1 and 10, in
//             one quiet run). With the busy process it fell to 0.4× while the watcher's check
//             slowed 1.9×: on a busy machine the check's budgets are looser than its slowdown
//             alone needs, never tighter.
// A one-item publish asks the API again and then builds: it stretches by both (bench/budgets.ts).

/** The machine's two paces (see above). */
export interface MachinePace {
  /** Lighthouse's benchmark index, the mean of as many threads at once as the machine has cores. */
  cpu: number;
  /** Conditional requests answered 304 per second on loopback, 32 in flight. */
  exchange: number;
}

/** This machine's pace, quiet, in the bench beside its scale-100 publishes (2026-11-27: cpu
 * medians 2,452–2,628 in four runs, exchange 28,733): the seconds budgets as set hold here. */
export const PUBLISH_BUDGET_PACE: MachinePace = { cpu: 2500, exchange: 28500 };

/** The stretch's bounds: a pace far off (a measure cut short) does not make another budget. */
export const PUBLISH_STRETCH_BOUNDS = { min: 0.5, max: 4 } as const;

/** A worker thread's text: Lighthouse's benchmark index, measured once and posted back. */
const indexThread =
  `require('node:worker_threads').parentPort.postMessage(` +
  `(${pageFunctions.computeBenchmarkIndex.toString()})())`;

/** A process's text: a server that answers every request 304, its port written out. */
const notModifiedProcess =
  `const s=require('node:http').createServer((q,r)=>{r.writeHead(304,{etag:'W/"0"'});r.end()});` +
  `s.listen(0,'127.0.0.1',()=>process.stdout.write(s.address().port+'\\n'))`;

/** Runs `text` in a Node process of its own until `use` is done with the first line it writes. */
function inProcess(text: string, use: (line: number) => Promise<number>): Promise<number> {
  return new Promise((measured, failed) => {
    const child = spawn(process.execPath, ['-e', text], { stdio: ['ignore', 'pipe', 'inherit'] });
    let written = '';
    child.once('error', failed);
    // A server that ends before it says its port would leave the measure waiting for ever.
    child.once('exit', (code) => failed(new Error(`The pace's server ended (code ${code}).`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (written.includes('\n')) return;
      written += String(chunk);
      if (!written.includes('\n')) return;
      use(Number(written.trim()))
        .then(measured, failed)
        .finally(() => child.kill());
    });
  });
}

/**
 * A worker thread's text: asks the server at `workerData.port` again and again, conditionally,
 * 32 requests in flight, in rounds of 250 ms; three rounds warm the client and the server up
 * (a cold start is four times slower), then the median of three rounds, in requests answered
 * per second, is posted back. A thread of its own, so that nothing of the process that asks
 * (the bench's publisher, its heap and timers) is measured with the machine.
 */
const askingThread = [
  `const {workerData:{port},parentPort}=require('node:worker_threads');`,
  `const {Agent,request}=require('node:http');`,
  `const agent=new Agent({keepAlive:true,maxSockets:32});`,
  `const ask=()=>new Promise((answered,failed)=>request({host:'127.0.0.1',port,agent,` +
    `headers:{'if-none-match':'W/"0"'}},(r)=>r.resume().once('end',answered))` +
    `.once('error',failed).end());`,
  `const round=async()=>{let n=0;const t=performance.now();` +
    `await Promise.all(Array.from({length:32},async()=>{while(performance.now()-t<250){await ask();n++}}));` +
    `return n/((performance.now()-t)/1000)};`,
  `(async()=>{for(let i=0;i<3;i++)await round();const rates=[];` +
    `for(let i=0;i<3;i++)rates.push(await round());` +
    `parentPort.postMessage(rates.sort((a,b)=>a-b)[1]);agent.destroy()})();`,
].join('\n');

/** Runs `text` in a worker thread (with `data`) until `use` is done with its first message. */
function inThread<T>(
  text: string,
  use: (message: T) => Promise<number> | number,
  data?: unknown,
): Promise<number> {
  return new Promise((measured, failed) => {
    const worker = new Worker(text, { eval: true, workerData: data });
    worker.once('error', failed);
    worker.once('message', (message: T) =>
      Promise.resolve()
        .then(() => use(message))
        .then(measured, failed)
        .finally(() => void worker.terminate()),
    );
  });
}

/** The machine's pace now (MachinePace). */
export async function machinePace(threads = availableParallelism()): Promise<MachinePace> {
  const indices = await Promise.all(
    Array.from({ length: Math.max(1, threads) }, () =>
      inThread<number>(indexThread, (index) => index),
    ),
  );
  const exchange = await inProcess(notModifiedProcess, (port) =>
    inThread<number>(askingThread, (rate) => rate, { port }),
  );
  return { cpu: indices.reduce((sum, index) => sum + index, 0) / indices.length, exchange };
}

/** How many times a seconds budget stretches at `pace` against `budgetPace` (1 when no pace
 * was measured). */
export function publishBudgetStretch(pace: number | undefined, budgetPace: number): number {
  if (pace === undefined || !Number.isFinite(pace) || pace <= 0) return 1;
  const stretch = budgetPace / pace;
  return Math.min(PUBLISH_STRETCH_BOUNDS.max, Math.max(PUBLISH_STRETCH_BOUNDS.min, stretch));
}

/** A run's median pace of one kind (undefined when none was measured) and the stretch it gives. */
export function runStretch(paces: readonly MachinePace[], kind: keyof MachinePace) {
  const pace = median(paces.map((each) => each[kind])) ?? undefined;
  return { pace, stretch: publishBudgetStretch(pace, PUBLISH_BUDGET_PACE[kind]) };
}
