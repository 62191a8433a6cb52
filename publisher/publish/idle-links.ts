import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildStore } from './build-store.ts';
import { linkLiveBuild, removeTree } from '../files/linked-trees.ts';
import { createPauseSwitch } from '../files/pause-switch.ts';

// The start of the next build, made while the publisher is idle: once a build is live, its
// files are linked into prepared/<id> (the sitemap excepted), so a content-only rebuild from
// it starts at once instead of linking thousands of files first. A ready
// copy is marked by prepared/<id>.ready; the next publish takes it (under the publish lock)
// as its staging directory when <id> is still the live build, and a copy of any other
// build is removed. The linking stops while a change check runs (`whilePaused`): the check
// is what an admin's trigger waits for, and the links are needed only by a build after it.

/** Copies of the live build ready for the next build, made in idle time. */
export function preparedBuilds(store: BuildStore, log: (line: string) => void) {
  const dirOf = (id: string) => join(store.preparedDir, id);
  const readyMark = (id: string) => join(store.preparedDir, `${id}.ready`);
  let making: Promise<void> = Promise.resolve();
  const pause = createPauseSwitch();

  return {
    /** Starts linking build `id` (just made live) for the next build; any other copy goes. */
    prepare(id: string): void {
      making = making
        .then(async () => {
          const names = await readdir(store.preparedDir).catch(() => [] as string[]);
          for (const name of names)
            if (name !== id && !name.startsWith(`${id}.`))
              await removeTree(join(store.preparedDir, name));
          if (existsSync(readyMark(id))) return;
          const started = Date.now();
          await removeTree(dirOf(id));
          // At the lowest priority, and paused for a change check: it must not wait for this.
          await linkLiveBuild(store.siteDir(id), dirOf(id), { idle: true, pause });
          await writeFile(readyMark(id), '');
          log(`[publisher] the next build's start linked from ${id} in ${Date.now() - started} ms`);
        })
        .catch((error: unknown) => log(`[publisher] preparing the next build: ${String(error)}`));
    },
    /** Makes the ready copy of build `id` the directory `dir`; false when there is none. */
    async take(id: string, dir: string): Promise<boolean> {
      await making;
      if (!existsSync(readyMark(id)) || !existsSync(dirOf(id))) return false;
      await rm(readyMark(id), { force: true });
      await rename(dirOf(id), dir);
      return true;
    },
    /** Runs `work` (a change check) with the linking stopped until it has finished. */
    whilePaused: <T>(work: () => Promise<T>): Promise<T> => pause.during(work),
    /** Resolves when nothing is being prepared. */
    idle: () => making,
  };
}

export type PreparedBuilds = ReturnType<typeof preparedBuilds>;
