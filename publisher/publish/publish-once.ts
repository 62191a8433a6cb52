import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildStore } from './build-store.ts';
import { runChecks } from './checks/index.ts';
import { contactAttachments } from './checks/member-data.ts';
import { readFileRecords } from './file-records.ts';
import { isPage, listFiles } from '../../integrations/files.ts';
import { linkTree, removeTree } from '../files/linked-trees.ts';
import { acquireLock } from './build-lock.ts';
import { prepareBuild, processBuildFiles } from './build-files.ts';
import type { PreparedBuilds } from './idle-links.ts';
import type {
  BuildFunction,
  BuildProgress,
  ChangeCheck,
  VerifiedContent,
} from '../build/contract.ts';
import type { BuildMeta, HistoryEntry, TriggerSource } from './types.ts';

/** A list kept in the history only when it holds something. */
const nonEmpty = (list?: string[]) => (list?.length ? list : undefined);

/** Whether the live pointer names build `id` (an unreadable pointer names none). */
const isLive = async (store: BuildStore, id: string) =>
  (await store.liveId().catch(() => null)) === id;

export interface PublishContext {
  store: BuildStore;
  build: BuildFunction;
  /** What a build would be made of now (null when unknown: then it builds). */
  currentFingerprint?: (live: BuildMeta) => Promise<ChangeCheck | null>;
  siteUrl: string;
  env: NodeJS.ProcessEnv;
  buildTimeoutMs: number;
  /** The build that is live when this one starts (null before the first). */
  live: BuildMeta | null;
  /** Makes a checked, prepared build live (the core's one atomic step); resolves with the
   * steps after the switch that failed (the build is live all the same). */
  goLive: (meta: BuildMeta) => Promise<string[]>;
  /** Keeps a checked, prepared build waiting for the admin (a preview), instead. */
  holdForPreview: (meta: BuildMeta) => Promise<void>;
  log: (line: string) => void;
  /** Aborted when the publisher shuts down: a running build stops. */
  shutdown: AbortSignal;
  /** Copies of the live build made in idle time, the next build's start. */
  prepared?: PreparedBuilds | null;
}

export interface PublishRequest {
  id: string;
  by: TriggerSource;
  force: boolean;
  startedAt: Date;
  /** Stop at 'ready' for the admin to look at (a preview) instead of going live. */
  preview?: boolean;
  /** A change check made just now (by the watcher): not asked again. */
  checked?: ChangeCheck;
}

/**
 * One publish: skip when nothing changed; else build into the staging directory, move it to
 * builds/<id>, check it, prepare its headers and compressed copies, and only then go live —
 * or, for a preview, wait for the admin. Anything that goes wrong before `goLive` leaves the
 * live build exactly as it was; once the live pointer names the new build nothing undoes it:
 * a later error is reported on the publish (`lateErrors`), never made a failure.
 */
export async function publishOnce(
  context: PublishContext,
  request: PublishRequest,
  progress: (update: BuildProgress) => void,
): Promise<HistoryEntry> {
  const { store, live } = context;
  const entry: HistoryEntry = {
    id: request.id,
    kind: 'build',
    trigger: request.by,
    force: request.force,
    startedAt: request.startedAt.toISOString(),
    result: 'failed',
    ...(request.preview ? { preview: true } : {}),
  };
  const logFile = createWriteStream(join(store.logsDir, `${request.id}.log`));
  const log = (line: string) => logFile.write(line + '\n');
  const say = (line: string) => {
    log(`[publisher] ${line}`);
    context.log(`[publisher] ${request.id}: ${line}`);
  };
  const controller = new AbortController();
  const onShutdown = () => controller.abort('The publisher was stopped.');
  context.shutdown.addEventListener('abort', onShutdown, { once: true });
  const timeout = setTimeout(
    () =>
      controller.abort(`The build took longer than ${context.buildTimeoutMs / 60_000} minutes.`),
    context.buildTimeoutMs,
  );
  let release: (() => Promise<void>) | null = null;
  // The live build's compressed copies being linked for this build (true when done).
  let copying: Promise<boolean> = Promise.resolve(false);
  const buildDir = store.buildDir(request.id);
  try {
    let verified: VerifiedContent | undefined;
    if (!request.force && live && context.currentFingerprint) {
      progress({ phase: 'Checking for changes' });
      const asked = Date.now();
      const now = request.checked ?? (await context.currentFingerprint(live).catch(() => null));
      log(
        `[publisher] changes checked ${request.checked ? 'by the watcher' : `in ${Date.now() - asked} ms`}`,
      );
      verified = now?.verified;
      if (now !== null && now.fingerprint === live.fingerprint) {
        entry.result = 'skipped';
        entry.reason = `Nothing changed since build ${live.id} (same content, code and settings).`;
        return entry;
      }
    }
    release = await acquireLock(store.lockFile, {
      signal: controller.signal,
      onWait: (pid) =>
        progress({ phase: `Waiting for another publish${pid ? ` (process ${pid})` : ''}` }),
    });
    await removeTree(store.stagingDir);
    // The live build's files, linked in idle time, are the start of a content-only rebuild;
    // its compressed copies are linked while the build runs (for the work after it).
    await removeTree(store.stagingCompressedDir);
    const linked =
      live && context.prepared ? await context.prepared.take(live.id, store.stagingDir) : false;
    const liveCopies = live && store.compressedDir(live.id);
    if (linked && liveCopies && existsSync(liveCopies))
      copying = linkTree(liveCopies, store.stagingCompressedDir).then(
        () => true,
        () => false,
      );
    say(
      `building${request.force ? ' (forced)' : ''} from ${context.env.PUBLIC_API_URL ?? 'the default API'}`,
    );
    const outcome = await context.build(store.stagingDir, progress, {
      force: request.force,
      signal: controller.signal,
      expectedPages: live
        ? (live.entry.pagesRendered ?? 0) + (live.entry.pagesReused ?? 0) || null
        : null,
      log,
      verified,
      id: request.id,
      base: live ? { id: live.id, dir: store.siteDir(live.id), linked } : undefined,
    });
    Object.assign(entry, {
      pagesRendered: outcome.pagesRendered,
      pagesReused: outcome.pagesReused,
      onlyChanged: outcome.onlyChanged || undefined,
      warnings: nonEmpty(outcome.warnings),
      safetyStopWarnings: nonEmpty(outcome.safetyStopWarnings),
      siteFileWarnings: nonEmpty(outcome.siteFileWarnings),
    });
    await removeTree(buildDir);
    await mkdir(buildDir, { recursive: true });
    await rename(store.stagingDir, store.siteDir(request.id));
    const siteDir = store.siteDir(request.id);
    const copiesLinked = await copying;
    if (copiesLinked) await rename(store.stagingCompressedDir, store.compressedDir(request.id));

    progress({ phase: 'Checking and compressing the build' });
    const built = Date.now();
    const files = await listFiles(siteDir);
    entry.pages = files.filter(isPage).length;
    const fetches = outcome.fetches ?? [];
    const attachments = contactAttachments(fetches);
    // Files identical to the live build's take its kept results (publisher/publish/file-records.ts).
    const previous = live && {
      records: await readFileRecords(store.buildDir(live.id)),
      compressedDir: store.compressedDir(live.id),
      linked: copiesLinked,
    };
    const { records, stats, removed } = await processBuildFiles({
      store,
      id: request.id,
      files,
      previous,
      siteUrl: context.siteUrl,
      attachments,
    });
    const { checks, brokenLinks } = await runChecks({
      siteDir,
      records,
      attachments,
      pages: entry.pages,
      force: request.force,
      failures: outcome.failures ?? [],
      safetyStops: outcome.safetyStops ?? [],
      fetches,
      live: live ? { pages: live.entry.pages ?? 0, brokenLinks: live.brokenLinks } : null,
    });
    entry.checks = checks;
    const { hashed, reused, linked: copies, worked } = stats.ms;
    say(
      `${files.length} files checked and compressed in ${Date.now() - built} ms ` +
        `(${stats.unread} taken unread; hashed ${hashed} ms, kept results ${reused} ms, ` +
        `linked copies ${copies} ms, ${stats.worked} files worked on ${worked} ms)`,
    );
    if (removed.length > 0)
      say(
        `removed ${removed.length} pictures and documents no file of the build names ` +
          `(${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ', …' : ''})`,
      );
    const refused = checks.filter((check) => !check.ok);
    if (refused.length > 0) {
      entry.result = 'rejected';
      entry.reason = refused.map((check) => `${check.name}: ${check.detail}`).join(' ');
      return entry;
    }

    progress({ phase: 'Recording the build' });
    const meta = await prepareBuild({
      store,
      id: request.id,
      records,
      live,
      fetches,
      media: outcome.media ?? {},
      fingerprint: outcome.fingerprint ?? null,
      env: context.env,
      brokenLinks,
    });
    entry.changedPages = meta.changed.length;
    entry.changedSample = meta.changed.slice(0, 50);
    progress({ phase: request.preview ? 'Ready for preview' : 'Going live' });
    entry.result = request.preview ? 'ready' : 'published';
    if (request.preview)
      entry.reason = 'Waiting for the admin: open its preview, then make it live or discard it.';
    entry.finishedAt = new Date().toISOString();
    entry.durationMs = Date.now() - request.startedAt.getTime();
    await store.writeMeta({ ...meta.build, entry: { ...entry } });
    if (request.preview) await context.holdForPreview({ ...meta.build, entry: { ...entry } });
    else {
      const late = await context.goLive({ ...meta.build, entry: { ...entry } });
      if (late.length > 0) entry.lateErrors = late;
    }
    return entry;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // An error after the pointer was written: the build is live and stays so.
    if (!request.preview && (await isLive(store, request.id))) {
      entry.result = 'published';
      entry.lateErrors = [...(entry.lateErrors ?? []), message];
    } else {
      entry.result = 'failed';
      entry.reason = message;
    }
    return entry;
  } finally {
    clearTimeout(timeout);
    context.shutdown.removeEventListener('abort', onShutdown);
    // Never the build the live pointer names, whatever happened to this publish.
    const keepDir = entry.result === 'published' || entry.result === 'ready';
    if (!keepDir && !(await isLive(store, request.id))) await removeTree(buildDir);
    if (entry.result === 'failed' || entry.result === 'rejected')
      await context.build.forgetCache?.();
    // The staging directory is only ours while we hold the lock (another process may build).
    if (release) {
      await copying;
      await removeTree(store.stagingDir);
      await removeTree(store.stagingCompressedDir);
      await release();
    }
    entry.finishedAt ??= new Date().toISOString();
    entry.durationMs ??= Date.now() - request.startedAt.getTime();
    say(`${entry.result}${entry.reason ? `: ${entry.reason}` : ''}`);
    for (const late of entry.lateErrors ?? []) say(`after going live: ${late}`);
    await new Promise((done) => logFile.end(done));
  }
}
