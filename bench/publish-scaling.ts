import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSitePublisher } from '../publisher/publish/site-publisher.ts';
import { machinePace, type MachinePace } from './calibration.ts';
import { medianPublish, PUBLISHES_IN_A_ROW } from './publish-row.ts';
import { changeOneNewsTitle, type StandIn } from './stand-in.ts';
import type { PublishRun, WatchRun } from './types.ts';
import { buildWorkerPids, residentKb } from '../publisher/build/worker-processes.ts';

// The rebuilds an admin triggers, timed as the publisher records them (publisher/): build in
// the warm build worker, checks, changed pages, compressed copies and the switch.
//   full       the first publish: empty state, cold worker, empty caches
//   no-change  a trigger with the same content: the change check (conditional requests)
//              finds nothing changed and skips the build; PUBLISHES_IN_A_ROW triggers in a
//              row, the median reported (the first, right after the full publish, is the
//              slowest)
//   one-item   one news title changed in the stand-in's database; PUBLISHES_IN_A_ROW edits
//              in a row, the median publish reported
// and, between them, the watcher's check with nothing changed (issue 26): three checks, the
// median time and one check's requests, as the publisher's own watcher state records them.
// The machine's pace is measured beside them (before the full publish, before the watcher's
// checks, after the last edit), never between two runs of a row: the edits come back to
// back, as an admin's would, and a pause would give the publisher's idle work time to end.

/** Publishes at one scale (a full publish, unchanged triggers, edits) into its own
 * state directory under bench/tmp/, times the watcher's check of the live build, and measures
 * the machine's pace beside them. */
export async function measurePublishes(options: {
  root: string;
  standIn: StandIn;
  log: (message: string) => void;
}): Promise<{ publishes: PublishRun[]; watch: WatchRun; pace: MachinePace[] }> {
  const { root, standIn, log } = options;
  const stateDir = join(root, 'bench/tmp', `publisher-${standIn.scale}`);
  rmSync(stateDir, { recursive: true, force: true });
  const publisher = await createSitePublisher({
    stateDir,
    env: {
      ...process.env,
      PUBLIC_API_URL: standIn.apiUrl,
      PUBLIC_ORDER_API_URL: standIn.orderApiUrl,
      // A watcher without a timer: the bench runs its checks itself.
      PUBLISH_WATCH_MINUTES: 'off',
    },
    watch: true,
    log: () => {},
  });
  const publish = async (kind: PublishRun['kind']): Promise<PublishRun> => {
    let peak = 0;
    const sampler = setInterval(() => {
      const workers = buildWorkerPids().reduce((sum, pid) => sum + residentKb(pid), 0);
      peak = Math.max(peak, residentKb(process.pid) + workers);
    }, 50);
    publisher.trigger({ by: 'bench', force: false });
    await publisher.whenIdle();
    clearInterval(sampler);
    const entry = (await publisher.status()).history[0]!;
    if (entry.result === 'failed' || entry.result === 'rejected')
      throw new Error(`The ${kind} publish was ${entry.result}: ${entry.reason}`);
    const run: PublishRun = {
      kind,
      seconds: (entry.durationMs ?? 0) / 1000,
      result: entry.result,
      pages: entry.pages ?? 0,
      rendered: entry.pagesRendered ?? 0,
      reused: entry.pagesReused ?? 0,
      changedPages: entry.changedPages ?? 0,
      peakMemoryMb: peak / 1024,
    };
    log(
      `  scale ${standIn.scale} ${kind} publish: ${run.seconds.toFixed(1)} s, ${run.result}` +
        (run.result === 'published' ? `, ${run.changedPages} pages changed` : '') +
        `, peak ${run.peakMemoryMb!.toFixed(0)} MB`,
    );
    return run;
  };
  const measureWatch = async (): Promise<WatchRun> => {
    const checks = [];
    for (let check = 0; check < 3; check++) {
      await publisher.watchNow();
      checks.push((await publisher.status()).watch!);
    }
    const last = checks.at(-1)!;
    if (last.lastOutcome !== 'unchanged' || !last.lastCheckRequests)
      throw new Error(`The watcher's check with nothing changed was ${last.lastOutcome}.`);
    const samples = checks.map((state) => state.lastCheckMs ?? 0);
    const run: WatchRun = {
      ms: [...samples].sort((a, b) => a - b)[1]!,
      samples,
      ...last.lastCheckRequests,
      outcome: last.lastOutcome,
    };
    log(
      `  scale ${standIn.scale} watcher check: ${run.ms} ms, ${run.api} API calls ` +
        `(${run.notModified} answered 304), ${run.pictures} pictures`,
    );
    return run;
  };
  const pace: MachinePace[] = [];
  const measurePace = async () => {
    const { cpu, exchange } = await machinePace();
    pace.push({ cpu: Math.round(cpu), exchange: Math.round(exchange) });
    log(
      `  scale ${standIn.scale} machine pace: cpu ${pace.at(-1)!.cpu}, exchange ${pace.at(-1)!.exchange}/s`,
    );
  };
  try {
    await measurePace();
    const full = await publish('full');
    const unchanged: PublishRun[] = [];
    for (let trigger = 0; trigger < PUBLISHES_IN_A_ROW; trigger++)
      unchanged.push(await publish('no-change'));
    await measurePace();
    const watch = await measureWatch();
    const edits: PublishRun[] = [];
    for (let edit = 1; edit <= PUBLISHES_IN_A_ROW; edit++) {
      changeOneNewsTitle(standIn.dataDir, `edit ${edit} published by the bench`);
      edits.push(await publish('one-item'));
    }
    await measurePace();
    return { publishes: [full, medianPublish(unchanged), medianPublish(edits)], watch, pace };
  } finally {
    await publisher.close();
  }
}
