import { readFileSync, readdirSync } from 'node:fs';

// The build workers this process has started, read from /proc (Linux): the bench samples
// their memory and the tests check that a rebuild reuses the warm one.

/** The pids of this process's running build workers (publisher/build/build-worker.ts). */
export function buildWorkerPids(parent = process.pid): number[] {
  const pids: number[] = [];
  for (const task of readdirSync(`/proc/${parent}/task`)) {
    let children: string[];
    try {
      children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').split(/\s+/);
    } catch {
      continue;
    }
    for (const pid of children.filter(Boolean).map(Number)) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('build-worker')) pids.push(pid);
      } catch {
        // It exited between the two reads.
      }
    }
  }
  return pids;
}

/** A process's resident memory in kB (VmRSS), 0 once it has gone. */
export function residentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
