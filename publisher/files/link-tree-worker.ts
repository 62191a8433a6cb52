import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

// integrations/files.ts `linkTree`, done with plain calls off the thread that serves requests
// and renders pages (thousands of folders and links are mostly waiting on the file system):
// a worker thread, or a child process of the lowest priority for work done in idle time
// (`node link-tree-worker.ts <from> <to> [<leave pattern>]`, which prints the count).

interface Job {
  from: string;
  to: string;
  leave: RegExp | null;
}

function linkAll({ from, to, leave }: Job): number {
  let linked = 0;
  const walk = (relative: string) => {
    mkdirSync(join(to, relative), { recursive: true });
    for (const entry of readdirSync(join(from, relative), { withFileTypes: true })) {
      if (!relative && leave?.test(entry.name)) continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        linkSync(join(from, path), join(to, path));
        linked++;
      }
    }
  };
  walk('');
  return linked;
}

if (!isMainThread) parentPort!.postMessage(linkAll(workerData as Job));
else {
  const [from, to, leave] = process.argv.slice(2);
  try {
    const linked = linkAll({ from: from!, to: to!, leave: leave ? new RegExp(leave) : null });
    process.stdout.write(String(linked));
  } catch (error) {
    process.stderr.write(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
