import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

// integrations/files.ts `linkTree`, done with plain calls off the thread that serves requests
// and renders pages (thousands of folders and links are mostly waiting on the file system):
// a worker thread, or a child process of the lowest priority for work done in idle time
// (`node link-tree-worker.ts <from> <to> [<leave pattern>]`, which prints the count). A child
// with an IPC channel says 'listening', then links in small batches and stops between them
// while its parent says 'pause' (until 'resume'): a change check must not share the file
// system with it (publisher/files/pause-switch.ts).

interface Job {
  from: string;
  to: string;
  leave: RegExp | null;
}

/** Links made between two looks at the parent's messages (a few milliseconds' work). */
const BATCH = 100;

/** Links the tree one file at a time, yielding after each; returns the count. */
function* linking({ from, to, leave }: Job): Generator<void, number> {
  let linked = 0;
  function* walk(relative: string): Generator<void> {
    mkdirSync(join(to, relative), { recursive: true });
    for (const entry of readdirSync(join(from, relative), { withFileTypes: true })) {
      if (!relative && leave?.test(entry.name)) continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) {
        linkSync(join(from, path), join(to, path));
        linked++;
        yield;
      }
    }
  }
  yield* walk('');
  return linked;
}

function linkAll(job: Job): number {
  const steps = linking(job);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Links in batches, waiting between them while the parent has said 'pause'. */
async function linkPaced(job: Job): Promise<number> {
  let paused = false;
  let resumed: (() => void) | null = null;
  const turn = (now: boolean) => {
    paused = now;
    if (!now) resumed?.();
  };
  process.on('message', (message) => turn(message === 'pause'));
  // A parent gone cannot resume: the links are finished for the next start to clean up.
  process.on('disconnect', () => turn(false));
  // A message that came while this module loaded found no listener: the parent says again.
  process.send!('listening');
  const steps = linking(job);
  try {
    for (;;) {
      for (let n = 0; n < BATCH; n++) {
        const step = steps.next();
        if (step.done) return step.value;
      }
      await nextTurn(); // the parent's messages are read here
      while (paused) await new Promise<void>((done) => (resumed = done));
    }
  } finally {
    if (process.connected) process.disconnect();
  }
}

if (!isMainThread) parentPort!.postMessage(linkAll(workerData as Job));
else {
  const [from, to, leave] = process.argv.slice(2);
  const job = { from: from!, to: to!, leave: leave ? new RegExp(leave) : null };
  try {
    const linked = process.send ? await linkPaced(job) : linkAll(job);
    process.stdout.write(String(linked));
  } catch (error) {
    process.stderr.write(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
