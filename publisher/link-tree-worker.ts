import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

// A worker thread of publisher/files.ts `linkTree`: links a whole tree with plain calls, off
// the thread that serves requests and renders pages (thousands of folders and links are
// mostly waiting on the file system).

const { from, to, leave } = workerData as { from: string; to: string; leave: RegExp | null };
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
parentPort!.postMessage(linked);
