import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSitePublisher } from '../publisher/publish/site-publisher.ts';
import { changeOneNewsTitle, type StandIn } from './stand-in.ts';
import type { PublishRun } from './types.ts';
import { buildWorkerPids, residentKb } from '../publisher/build/worker-processes.ts';

// The rebuilds an admin triggers, timed as the publisher records them (publisher/): build in
// the warm build worker, checks, changed pages, compressed copies and the switch.
//   full       the first publish: empty state, cold worker, empty caches
//   no-change  a trigger with the same content: the change check (conditional requests)
//              finds nothing changed and skips the build
//   one-item   one news title changed in the stand-in's database; three edits in a row,
//              the median publish reported (one run is noisy on a shared 2-core machine)

/** Publishes three times at one scale into its own state directory under bench/tmp/. */
export async function measurePublishes(options: {
  root: string;
  standIn: StandIn;
  log: (message: string) => void;
}): Promise<PublishRun[]> {
  const { root, standIn, log } = options;
  const stateDir = join(root, 'bench/tmp', `publisher-${standIn.scale}`);
  rmSync(stateDir, { recursive: true, force: true });
  const publisher = await createSitePublisher({
    stateDir,
    env: {
      ...process.env,
      PUBLIC_API_URL: standIn.apiUrl,
      PUBLIC_ORDER_API_URL: standIn.orderApiUrl,
    },
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
  try {
    const full = await publish('full');
    const noChange = await publish('no-change');
    const edits: PublishRun[] = [];
    for (const edit of [1, 2, 3]) {
      changeOneNewsTitle(standIn.dataDir, `edit ${edit} published by the bench`);
      edits.push(await publish('one-item'));
    }
    const median = [...edits].sort((a, b) => a.seconds - b.seconds)[1]!;
    return [full, noChange, { ...median, samples: edits.map((run) => run.seconds) }];
  } finally {
    await publisher.close();
  }
}
