import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PauseSwitch } from './pause-switch.ts';

// Builds share their unchanged files by hard links: a file is never written in place, only
// replaced (a new file under the old name), so the build that shares it keeps its bytes.

const linker = new URL('./link-tree-worker.ts', import.meta.url);

/** Removes a directory tree; absent is fine. */
export function removeTree(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Makes `to` a copy of the tree at `from` whose files are hard links to the same bytes (a
 * build's files are never changed in place, so two builds can share them); top-level names
 * matching `leave` are left out. The links are made off this thread, so it goes on serving
 * and rendering meanwhile: in a worker thread, or with `idle`, in a child process of the
 * lowest priority (work for later must not slow what a visitor or an admin waits for) that
 * stops linking while `pause` is held. Returns how many files were linked.
 */
export function linkTree(
  from: string,
  to: string,
  leave: RegExp | null = null,
  { idle = false, pause }: { idle?: boolean; pause?: PauseSwitch } = {},
): Promise<number> {
  return new Promise((done, fail) => {
    if (!idle) {
      const worker = new Worker(linker, { workerData: { from, to, leave } });
      worker.once('message', done);
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`linking ${from} stopped (exit code ${code})`)));
      return;
    }
    const child = spawn(
      process.execPath,
      [fileURLToPath(linker), from, to, ...(leave ? [leave.source] : [])],
      { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    );
    // A message the child can no longer take (it has finished) is of no use: dropped.
    const tell = (paused: boolean) => {
      if (child.connected) child.send(paused ? 'pause' : 'resume', () => undefined);
    };
    const stopTelling = pause?.onChange(tell);
    // Told once it listens (a message sent earlier may reach it before its listener does).
    child.on('message', (message) => message === 'listening' && pause?.paused && tell(true));
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it runs at the publisher's own priority.
    }
    let out = '';
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error) => {
      stopTelling?.();
      fail(error);
    });
    child.once('exit', (code) => {
      stopTelling?.();
      if (code === 0) done(Number(out));
      else fail(new Error(`linking ${from} failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}

/**
 * Writes a file as a new one: the old name is unlinked first, so a file another build shares
 * by a hard link keeps its bytes.
 */
export async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  await rm(file, { force: true });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** The sitemap files @astrojs/sitemap writes at the top of a build. */
const SITEMAP_FILE = /^sitemap-.*\.xml$/;
export const isSitemapFile = (name: string) => SITEMAP_FILE.test(name);

/**
 * Links the live build's files into the directory of the next build (a content-only
 * rebuild's start). The sitemap files are left out: @astrojs/sitemap writes into their
 * names, so they are linked again when the set of pages is the same. Everything else is
 * taken, and what changed is written as new files.
 */
export const linkLiveBuild = (
  base: string,
  outDir: string,
  options?: { idle?: boolean; pause?: PauseSwitch },
) => linkTree(base, outDir, SITEMAP_FILE, options);
