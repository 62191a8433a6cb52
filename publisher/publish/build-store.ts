import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readJson, writeJsonAtomic } from '../files/json-files.ts';
import { removeTree } from '../files/linked-trees.ts';
import type { BuildMeta, HistoryEntry } from './types.ts';

const HISTORY_LENGTH = 50;

/**
 * The publisher's state directory:
 *   builds/<id>/site        a published build (served as is)
 *   builds/<id>/compressed  its precompressed copies
 *   builds/<id>/build.json  what is known about it (BuildMeta)
 *   staging/                where Astro builds (one stable path keeps its incremental cache valid)
 *   staging-compressed/     the live build's compressed copies linked, for the build in staging/
 *   prepared/<id>           the live build's files linked, ready as the next build's start
 *   prepared/<id>.compressed  and its compressed copies
 *   live.json               which build is live (replaced by one rename)
 *   preview.json            which build waits in preview for the admin, if one does
 *   watch.json              the watcher's interval as the admin set it
 *   history.json            the last builds and rollbacks, newest first
 *   lock                    held by the process that builds, switches or prunes (build-lock.ts)
 *   logs/<id>.log           each build's output
 */
export function buildStore(stateDir: string) {
  const root = resolve(stateDir);
  const buildsDir = join(root, 'builds');
  const livePointer = join(root, 'live.json');
  const historyFile = join(root, 'history.json');
  const previewPointer = join(root, 'preview.json');
  const watchFile = join(root, 'watch.json');

  const store = {
    root,
    buildsDir,
    stagingDir: join(root, 'staging'),
    /** The live build's compressed copies linked, while a build is made in staging/. */
    stagingCompressedDir: join(root, 'staging-compressed'),
    /** The live build's files linked in idle time: the next build's start (idle-links.ts). */
    preparedDir: join(root, 'prepared'),
    logsDir: join(root, 'logs'),
    /** The state directory's lock: every build, switch and prune is made holding it. */
    lockFile: join(root, 'lock'),
    /** The directory of build `id`. */
    buildDir: (id: string) => join(buildsDir, id),
    siteDir: (id: string) => join(buildsDir, id, 'site'),
    compressedDir: (id: string) => join(buildsDir, id, 'compressed'),

    async init(): Promise<void> {
      await mkdir(buildsDir, { recursive: true });
      await mkdir(store.logsDir, { recursive: true });
    },

    /** The id of the live build, or null before the first publish. */
    async liveId(): Promise<string | null> {
      const pointer = await readJson<{ id?: string } | null>(livePointer, null);
      return pointer?.id && existsSync(store.siteDir(pointer.id)) ? pointer.id : null;
    },

    /** Makes `id` the live build in one step: a reader sees the old pointer or the new one. */
    async setLive(id: string): Promise<void> {
      await writeJsonAtomic(livePointer, { id, switchedAt: new Date().toISOString() });
    },

    /** The build waiting in preview, or null. */
    async previewId(): Promise<string | null> {
      const pointer = await readJson<{ id?: string } | null>(previewPointer, null);
      return pointer?.id && existsSync(store.siteDir(pointer.id)) ? pointer.id : null;
    },

    /** Marks build `id` as the one waiting in preview (null: none). */
    async setPreview(id: string | null): Promise<void> {
      await writeJsonAtomic(previewPointer, { id });
    },

    /** The watcher's interval as the admin set it (undefined: never set here). */
    async watchMinutes(): Promise<number | null | undefined> {
      return (await readJson<{ minutes?: number | null } | null>(watchFile, null))?.minutes;
    },

    async setWatchMinutes(minutes: number | null): Promise<void> {
      await writeJsonAtomic(watchFile, { minutes });
    },

    async meta(id: string): Promise<BuildMeta | null> {
      return readJson<BuildMeta | null>(join(store.buildDir(id), 'build.json'), null);
    },

    async writeMeta(meta: BuildMeta): Promise<void> {
      await writeJsonAtomic(join(store.buildDir(meta.id), 'build.json'), meta, false);
    },

    /** Published builds still on disk, newest first (not one waiting in preview). */
    async keptIds(): Promise<string[]> {
      const names = existsSync(buildsDir) ? await readdir(buildsDir) : [];
      const preview = await store.previewId();
      const kept = names.filter(
        (name) => name !== preview && existsSync(join(buildsDir, name, 'build.json')),
      );
      return kept.sort().reverse();
    },

    async history(): Promise<HistoryEntry[]> {
      return readJson<HistoryEntry[]>(historyFile, []);
    },

    /** Adds or replaces (same id and kind) an entry at the top of the history. */
    async record(entry: HistoryEntry): Promise<void> {
      const others = (await store.history()).filter(
        (old) => old.id !== entry.id || old.kind !== entry.kind,
      );
      await writeJsonAtomic(historyFile, [entry, ...others].slice(0, HISTORY_LENGTH));
    },

    /**
     * Deletes published builds beyond the newest `keep` (never the live one, nor one waiting
     * in preview), and any directory a crashed build left without its build.json.
     */
    async prune(keep: number, liveId: string | null): Promise<string[]> {
      const names = existsSync(buildsDir) ? await readdir(buildsDir) : [];
      const kept = new Set((await store.keptIds()).slice(0, keep));
      if (liveId) kept.add(liveId);
      const preview = await store.previewId();
      if (preview) kept.add(preview);
      const removed = names.filter((name) => !kept.has(name));
      for (const name of removed) await removeTree(join(buildsDir, name));
      return removed;
    },
  };
  return store;
}

export type BuildStore = ReturnType<typeof buildStore>;

/** A sortable, file-name-safe build id from the time it started. */
export function buildIdAt(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}
