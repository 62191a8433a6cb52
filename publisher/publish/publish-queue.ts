import { readdirSync } from 'node:fs';
import { tryAcquireLock } from './build-lock.ts';
import { buildIdAt, buildStore } from './build-store.ts';
import { removeTree } from '../files/linked-trees.ts';
import { liveSiteOf } from './live-site.ts';
import { preparedBuilds } from './idle-links.ts';
import type { Notifier } from './notify.ts';
import { publishOnce, type PublishContext } from './publish-once.ts';
import { createWatcher, type WatchCheck, type WatchState } from './watcher.ts';
import type { BuildFunction, BuildProgress, ChangeCheck } from '../build/contract.ts';
import type { CdnPublishing, CdnState } from '../deploy/cdn-publishing.ts';
import type { BuildMeta, HistoryEntry, LiveSite, TriggerSource } from './types.ts';

export interface PublisherOptions {
  stateDir: string;
  build: BuildFunction;
  /** The fingerprint a build would have now, or null when unknown (then it builds). */
  currentFingerprint?: (live: BuildMeta) => Promise<ChangeCheck | null>;
  siteUrl: string;
  env?: NodeJS.ProcessEnv;
  /** Published builds kept for rollback (default 5). */
  keep?: number;
  buildTimeoutMs?: number;
  log?: (line: string) => void;
  /** Called after each switch (publish, rollback, a switch by another process). */
  onLive?: (site: LiveSite) => void | Promise<void>;
  /** Every publish stops at 'ready' for the admin to look at first (PUBLISH_PREVIEW). */
  preview?: boolean;
  /** The watcher: minutes between change checks (null: off) unless the admin set another;
   * `minuteMs` makes a minute shorter (tests). Without it there is no watcher. */
  watch?: { minutes: number | null; minuteMs?: number };
  /** Where failed, refused (or all) publishes and a failing provider are told. */
  notifier?: Notifier;
  /** The CDN every build that goes live is published to first (PUBLISH_TARGET); none: the
   * publish server alone serves the site. */
  cdn?: CdnPublishing | null;
}

/** Asks for a build. */
export interface TriggerRequest {
  force?: boolean;
  by: TriggerSource;
  /** Stop at 'ready' for the admin (default: the publisher's `preview` setting). */
  preview?: boolean;
  /** A change check made just now (the watcher's): the build does not ask again. */
  checked?: ChangeCheck;
}

export interface RunningBuild extends BuildProgress {
  id: string;
  trigger: TriggerSource;
  force: boolean;
  startedAt: string;
  elapsedMs: number;
}

export interface PublisherStatus {
  live: { id: string; pages: number | null; startedAt: string } | null;
  running: RunningBuild | null;
  /** A follow-up build is waiting (triggers during a build coalesce into it). */
  queued: { force: boolean; preview: boolean } | null;
  /** The build waiting in preview for the admin, with the pages it changes. */
  preview: {
    id: string;
    pages: number | null;
    changedPages: number;
    changedSample: string[];
    warnings: string[];
  } | null;
  /** Whether publishes stop at 'ready' unless asked otherwise. */
  previewByDefault: boolean;
  /** The watcher's state; null when this publisher has none. */
  watch: WatchState | null;
  /** What the CDN serves, as it last said; null without one. */
  cdn: CdnState | null;
  history: (HistoryEntry & { kept: boolean; live: boolean })[];
}

/** What the publisher's queue holds of a request. */
interface QueuedRequest {
  force: boolean;
  by: TriggerSource;
  preview: boolean;
  checked?: ChangeCheck;
}

/** A refused rollback or preview decision: `status` is the HTTP status the admin API answers
 * with. */
export class RollbackError extends Error {
  readonly status: 404 | 409;
  constructor(message: string, status: 404 | 409) {
    super(message);
    this.status = status;
  }
}

/**
 * The publisher core: one build at a time, triggers during a build coalesced into one
 * follow-up, each build checked before it goes live, the live build switched by one pointer.
 */
export async function createPublisher(options: PublisherOptions) {
  const store = buildStore(options.stateDir);
  await store.init();
  const keep = options.keep ?? 5;
  const log = options.log ?? ((line: string) => console.log(line));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let liveMeta: BuildMeta | null = null;
  let live: LiveSite | null = null;
  let running: {
    id: string;
    by: TriggerSource;
    force: boolean;
    started: Date;
    progress: BuildProgress;
  } | null = null;
  let pending: QueuedRequest | null = null;
  /** The build waiting in preview for the admin, and its files as the server serves them. */
  let previewMeta: BuildMeta | null = null;
  let previewSite: LiveSite | null = null;
  /** The content a watcher-asked build was refused on: not built again until it changes. */
  let refusedFingerprint: string | null = null;
  let idle: Promise<void> = Promise.resolve();
  const shutdown = new AbortController();

  const siteOf = (meta: BuildMeta) => liveSiteOf(store, meta);
  // A build goes live on the CDN first: one the CDN does not take goes live nowhere.
  const cdn = options.cdn ?? null;
  // What the CDN serves, asked once at the start (the admin page shows it; close waits for it).
  const cdnChecked = cdn?.check();

  // Every switch and prune of this process, one at a time: a rollback racing "Make it live"
  // must not leave the live site in memory and live.json naming two builds.
  let switching: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(step: () => Promise<T>): Promise<T> {
    const turn = switching.then(step, step);
    switching = turn.catch(() => {});
    return turn;
  }

  /**
   * An admin's switch or prune (rollback, make live, discard): one at a time in this process,
   * holding the state directory's lock, so it never runs beside a build — this server's
   * (`busy` says so) or another process's (`npm run publish`), whose unfinished build a prune
   * would delete. Refused with 409 rather than kept waiting for a build.
   */
  function exclusive<T>(busy: string, step: () => Promise<T>): Promise<T> {
    return oneAtATime(async () => {
      if (running) throw new RollbackError(busy, 409);
      const release = await tryAcquireLock(store.lockFile);
      if (typeof release === 'number')
        throw new RollbackError(
          `Another publish is running${release ? ` (process ${release})` : ''}; try again when it has finished.`,
          409,
        );
      try {
        return await step();
      } finally {
        await release();
      }
    });
  }

  /**
   * The steps after a switch to `id`: each runs whatever the one before did, and a failure
   * is logged and returned, never thrown — the pointer names the build and nothing undoes it.
   */
  async function afterSwitch(
    id: string,
    steps: [what: string, step: () => Promise<unknown>][],
  ): Promise<string[]> {
    const failed: string[] = [];
    for (const [what, step] of steps)
      await step().catch((error: unknown) => {
        const line = `${what}: ${error instanceof Error ? error.message : String(error)}`;
        log(`[publisher] after the switch to ${id}, ${line}`);
        failed.push(line);
      });
    return failed;
  }
  // The live build's files linked in idle time, for a build that can start from them.
  const prepared = options.build.startsFromLinkedBuild ? preparedBuilds(store, log) : null;
  // A change check (a trigger's or the watcher's) is waited for: the linking of the next
  // build's start stops while it runs (idle-links.ts).
  const asked = options.currentFingerprint;
  const currentFingerprint =
    asked && prepared ? (meta: BuildMeta) => prepared.whilePaused(() => asked(meta)) : asked;

  /**
   * The one switch: persist the pointer (atomic rename), then swap the in-memory one. Once
   * the pointer is written nothing may undo the publish, so later steps only log failures
   * (returned: the history shows them on the build's line).
   */
  async function switchTo(meta: BuildMeta, persist: boolean): Promise<string[]> {
    const site = await siteOf(meta);
    if (persist) await store.setLive(meta.id);
    liveMeta = meta;
    live = site;
    prepared?.prepare(meta.id);
    emit();
    return afterSwitch(meta.id, [
      ['telling the server', () => Promise.resolve(options.onLive?.(site))],
    ]);
  }

  /**
   * Makes `meta` live on the CDN first (one it does not take goes live nowhere), then here,
   * after `before` (the steps of a switch that go between the two). When a step here fails
   * before the pointer names the build, the CDN is given back the build that stays live, so
   * that the CDN and the publisher never name two builds. Called holding the build lock.
   */
  async function switchEverywhere(
    meta: BuildMeta,
    before: () => Promise<void> = async () => {},
  ): Promise<string[]> {
    const staying = liveMeta;
    await cdn?.makeLive(meta, staying?.id ?? null);
    try {
      await before();
      return await switchTo(meta, true);
    } catch (error) {
      if (cdn && staying && (await store.liveId().catch(() => null)) !== meta.id)
        await cdn
          .makeLive(staying)
          .catch((undone: unknown) =>
            log(`[publisher] ${cdn.name} kept build ${meta.id}: ${String(undone)}`),
          );
      throw error;
    }
  }

  async function adopt(id: string): Promise<void> {
    const meta = await store.meta(id);
    if (meta) await switchTo(meta, false);
  }

  /** After a publish's switch to `meta`: old builds pruned, the asset fallbacks listed again
   * without them, and a build waiting in preview (made from older content) dropped. */
  const afterGoingLive = (meta: BuildMeta) =>
    afterSwitch(meta.id, [
      ['pruning old builds', () => store.prune(keep, meta.id)],
      ['listing the kept builds', async () => void (live = await siteOf(meta))],
    ]);

  const startId = await store.liveId();
  if (startId) await adopt(startId);
  const waitingId = await store.previewId();
  if (waitingId) previewMeta = await store.meta(waitingId);
  if (previewMeta) previewSite = await siteOf(previewMeta);

  /** Leaves the build waiting in preview (its files go; the history says why). */
  async function dropPreview(reason: string): Promise<HistoryEntry | null> {
    const meta = previewMeta;
    if (!meta) return null;
    previewMeta = null;
    previewSite = null;
    await store.setPreview(null);
    await removeTree(store.buildDir(meta.id));
    const entry: HistoryEntry = { ...meta.entry, result: 'discarded', reason };
    await store.record(entry);
    log(`[publisher] preview ${meta.id} discarded: ${reason}`);
    emit();
    return entry;
  }

  async function runOne(request: QueuedRequest, started: Date, id: string) {
    const context: PublishContext = {
      store,
      build: options.build,
      currentFingerprint,
      siteUrl: options.siteUrl,
      env: options.env ?? process.env,
      buildTimeoutMs: options.buildTimeoutMs ?? 20 * 60_000,
      live: liveMeta,
      // Under the build lock already (publishOnce holds it): one at a time in this process.
      goLive: (meta) =>
        oneAtATime(async () => {
          return [
            ...(await switchEverywhere(meta)),
            ...(await afterGoingLive(meta)),
            // A build waiting in preview was made from older content than this one.
            ...(await afterSwitch(meta.id, [
              [
                'discarding the build in preview',
                () => dropPreview(`build ${meta.id} went live after it`),
              ],
            ])),
          ];
        }),
      holdForPreview: (meta) =>
        oneAtATime(async () => {
          await dropPreview(`build ${meta.id} replaced it`);
          const site = await siteOf(meta);
          await store.setPreview(meta.id);
          previewMeta = meta;
          previewSite = site;
          emit();
        }),
      log,
      shutdown: shutdown.signal,
      prepared,
    };
    const entry = await publishOnce(
      context,
      {
        id,
        by: request.by,
        force: request.force,
        startedAt: started,
        preview: request.preview,
        checked: request.checked,
      },
      (update) => {
        if (running) running.progress = { ...running.progress, ...update };
        emit();
      },
    );
    // A CDN set up after the live build was published (or that missed it) is given it now,
    // holding the build lock (another process publishing gives it its own build).
    if (entry.result === 'skipped' && liveMeta && cdn) {
      const live = liveMeta;
      const release = await tryAcquireLock(store.lockFile);
      if (typeof release === 'function')
        try {
          await cdn.reload();
          if (!cdn.serves(live.id))
            await cdn.makeLive(live).then(
              () => (entry.reason = `${entry.reason} ${cdn.name} was given build ${live.id}.`),
              (error: unknown) => Object.assign(entry, { result: 'failed', reason: String(error) }),
            );
        } finally {
          await release();
        }
    }
    await store.record(entry);
    await pruneLogs();
    if (request.by === 'watch')
      refusedFingerprint =
        entry.result === 'rejected' ? (request.checked?.fingerprint ?? null) : null;
    options.notifier?.published(entry);
    return entry;
  }

  async function pruneLogs(): Promise<void> {
    const logs = readdirSync(store.logsDir).sort().reverse();
    for (const name of logs.slice(20)) await removeTree(`${store.logsDir}/${name}`);
  }

  function start(request: QueuedRequest): void {
    const started = new Date();
    const id = buildIdAt(started);
    running = {
      id,
      by: request.by,
      force: request.force,
      started,
      progress: { phase: 'Starting' },
    };
    emit();
    idle = runOne(request, started, id)
      .catch((error: unknown) => log(`[publisher] ${id}: ${String(error)}`))
      .then(() => {
        running = null;
        const next = pending;
        pending = null;
        if (next) start(next);
        emit();
      });
  }

  /** Asks for a build: started now, or coalesced into the one follow-up of the running build. */
  function trigger(request: TriggerRequest): 'started' | 'queued' | 'stopped' {
    if (shutdown.signal.aborted) return 'stopped';
    const wanted: QueuedRequest = {
      force: request.force === true,
      by: request.by,
      preview: request.preview ?? options.preview === true,
      checked: request.checked,
    };
    if (running) {
      // The follow-up asks again what changed: a check made before this build is stale.
      pending = pending
        ? {
            force: pending.force || wanted.force,
            by: pending.by,
            preview: pending.preview || wanted.preview,
          }
        : { ...wanted, checked: undefined };
      emit();
      return 'queued';
    }
    start(wanted);
    return 'started';
  }

  /** One check of the watcher: did anything change since the live build (or the build
   * waiting in preview)? A change asks for a publish. */
  async function watchCheck(): Promise<WatchCheck> {
    if (running || pending || shutdown.signal.aborted) return { outcome: 'busy' };
    if (!liveMeta || !currentFingerprint) {
      trigger({ by: 'watch' });
      return { outcome: 'changed' };
    }
    const now = await currentFingerprint(liveMeta);
    if (now === null) throw new Error('the member API did not answer every call of the check');
    const known = [liveMeta.fingerprint, previewMeta?.fingerprint, refusedFingerprint];
    if (known.includes(now.fingerprint)) return { outcome: 'unchanged', requests: now.requests };
    trigger({ by: 'watch', checked: now });
    return { outcome: 'changed', requests: now.requests };
  }

  const watcher = options.watch
    ? createWatcher({
        check: watchCheck,
        minutes: (await store.watchMinutes()) ?? options.watch.minutes,
        minuteMs: options.watch.minuteMs,
        onFailing: (error, _failures, nextInMs) => {
          log(`[publisher] the change check failed: ${error}`);
          options.notifier?.watchFailing(error, nextInMs);
        },
        onRecovered: (failures) => options.notifier?.watchRecovered(failures),
        onChange: emit,
      })
    : null;
  watcher?.start();

  return {
    store,
    /** The build requests are served from; resolved once per request. */
    liveSite: (): LiveSite | null => live,
    /** The build waiting in preview (its files are served to the admin alone). */
    previewSite: (): LiveSite | null => previewSite,
    trigger,
    /** Makes the build waiting in preview live. */
    publishPreview: (id: string, by: TriggerSource = 'admin'): Promise<HistoryEntry> =>
      exclusive('A build is running; decide when it has finished.', async () => {
        const meta = previewMeta;
        if (!meta || meta.id !== id)
          throw new RollbackError(`Build ${id} is not waiting in preview.`, 404);
        const entry: HistoryEntry = {
          ...meta.entry,
          trigger: by,
          result: 'published',
          reason: 'Made live from its preview.',
        };
        const made = { ...meta, entry };
        const switched = await switchEverywhere(made, async () => {
          await store.setPreview(null);
          previewMeta = null;
          previewSite = null;
          await store.writeMeta(made);
        });
        const late = [...switched, ...(await afterGoingLive(made))];
        if (late.length > 0) entry.lateErrors = late;
        await afterSwitch(id, [['recording it in the history', () => store.record(entry)]]);
        log(`[publisher] preview ${id} made live`);
        options.notifier?.published(entry);
        emit();
        return entry;
      }),
    /** Discards the build waiting in preview: the live site stays as it is. */
    discardPreview: (id: string): Promise<HistoryEntry> =>
      exclusive('A build is running; decide when it has finished.', async () => {
        if (!previewMeta || previewMeta.id !== id)
          throw new RollbackError(`Build ${id} is not waiting in preview.`, 404);
        return (await dropPreview('Discarded by the admin.'))!;
      }),
    /** Sets the watcher's interval (null: off), kept across restarts. */
    async setWatchMinutes(minutes: number | null): Promise<WatchState> {
      if (!watcher) throw new RollbackError('This publisher has no watcher.', 409);
      watcher.setMinutes(minutes);
      await store.setWatchMinutes(minutes);
      return watcher.state();
    },
    /** Runs one watcher check at once (tests, the bench). */
    watchNow: () => watcher?.checkNow() ?? Promise.resolve(),
    /** Stops a running build (its directory is removed; the live build stays) and any follow-up. */
    async close(): Promise<void> {
      pending = null;
      shutdown.abort();
      await watcher?.stop();
      await idle;
      await prepared?.idle();
      await cdnChecked;
      await options.build.close?.();
      await options.notifier?.idle();
    },
    /** Resolves when no build is running or waiting. */
    async whenIdle(): Promise<void> {
      while (running || pending) await idle;
    },
    /** Makes a kept build live again. */
    rollback: (id: string, by: TriggerSource = 'admin'): Promise<HistoryEntry> =>
      exclusive('A build is running; roll back when it has finished.', async () => {
        if (previewMeta?.id === id)
          throw new RollbackError(`Build ${id} waits in preview: make it live from there.`, 409);
        const meta = (await store.keptIds()).includes(id) ? await store.meta(id) : null;
        if (!meta) throw new RollbackError(`Build ${id} is not kept any more.`, 404);
        const from = live?.id ?? null;
        if (from === id) throw new RollbackError(`Build ${id} is already live.`, 409);
        const at = new Date();
        const late = await switchEverywhere(meta);
        const entry: HistoryEntry = {
          id: buildIdAt(at),
          kind: 'rollback',
          trigger: by,
          force: false,
          startedAt: at.toISOString(),
          finishedAt: at.toISOString(),
          durationMs: 0,
          result: 'rolled back',
          reason: `Rolled back from build ${from ?? 'none'} to build ${id}.`,
          pages: meta.entry.pages,
          from,
          to: id,
          ...(late.length > 0 ? { lateErrors: late } : {}),
        };
        await afterSwitch(id, [['recording it in the history', () => store.record(entry)]]);
        log(`[publisher] ${entry.reason}`);
        return entry;
      }),
    async status(): Promise<PublisherStatus> {
      const kept = new Set(await store.keptIds());
      const history = (await store.history()).map((entry) => ({
        ...entry,
        kept: entry.kind === 'build' && kept.has(entry.id),
        live: entry.kind === 'build' && entry.id === live?.id,
      }));
      return {
        live: liveMeta
          ? {
              id: liveMeta.id,
              pages: liveMeta.entry.pages ?? null,
              startedAt: liveMeta.entry.startedAt,
            }
          : null,
        running: running && {
          id: running.id,
          trigger: running.by,
          force: running.force,
          startedAt: running.started.toISOString(),
          elapsedMs: Date.now() - running.started.getTime(),
          ...running.progress,
        },
        queued: pending && { force: pending.force, preview: pending.preview },
        preview: previewMeta && {
          id: previewMeta.id,
          pages: previewMeta.entry.pages ?? null,
          changedPages: previewMeta.entry.changedPages ?? 0,
          changedSample: previewMeta.entry.changedSample ?? [],
          warnings: previewMeta.entry.warnings ?? [],
        },
        previewByDefault: options.preview === true,
        watch: watcher?.state() ?? null,
        cdn: cdn?.state() ?? null,
        history,
      };
    },
    /** Follows a switch made by another process (`npm run publish`) through live.json. */
    async refresh(): Promise<void> {
      if (running) return;
      // After any switch of this process under way: it reads live.json once that one is done.
      await oneAtATime(async () => {
        const id = await store.liveId();
        if (id && id !== live?.id) await adopt(id);
        // What the CDN serves, as the other process's deploy or rollback noted it.
        await cdn?.reload();
        // A build in preview that the other process made live or dropped waits no more.
        if (previewMeta && (await store.previewId()) !== previewMeta.id) {
          previewMeta = null;
          previewSite = null;
          emit();
        }
      });
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Publisher = Awaited<ReturnType<typeof createPublisher>>;
