import { readdirSync } from 'node:fs';
import { buildIdAt, buildStore } from './build-store.ts';
import { removeTree } from '../files/linked-trees.ts';
import { liveSiteOf } from './live-site.ts';
import { preparedBuilds } from './idle-links.ts';
import { publishOnce, type PublishContext } from './publish-once.ts';
import type { BuildFunction, BuildProgress, ChangeCheck } from '../build/contract.ts';
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
}

export interface RunningBuild extends BuildProgress {
  id: string;
  trigger: TriggerSource;
  force: boolean;
  startedAt: string;
  elapsedMs: number;
}

export interface PublisherStatus {
  live: { id: string; pages: number | null } | null;
  running: RunningBuild | null;
  /** A follow-up build is waiting (triggers during a build coalesce into it). */
  queued: { force: boolean } | null;
  history: (HistoryEntry & { kept: boolean; live: boolean })[];
}

/** A refused rollback: `status` is the HTTP status the admin API answers with. */
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
  let pending: { force: boolean; by: TriggerSource } | null = null;
  let idle: Promise<void> = Promise.resolve();
  const shutdown = new AbortController();

  const siteOf = (meta: BuildMeta) => liveSiteOf(store, meta);
  // The live build's files linked in idle time, for a build that can start from them.
  const prepared = options.build.startsFromLinkedBuild ? preparedBuilds(store, log) : null;

  /**
   * The one switch: persist the pointer (atomic rename), then swap the in-memory one. Once
   * the pointer is written nothing may undo the publish, so later steps only log failures.
   */
  async function switchTo(meta: BuildMeta, persist: boolean): Promise<void> {
    const site = await siteOf(meta);
    if (persist) await store.setLive(meta.id);
    liveMeta = meta;
    live = site;
    prepared?.prepare(meta.id);
    emit();
    await Promise.resolve(options.onLive?.(live)).catch((error: unknown) =>
      log(`[publisher] after the switch to ${meta.id}: ${String(error)}`),
    );
  }

  async function adopt(id: string): Promise<void> {
    const meta = await store.meta(id);
    if (meta) await switchTo(meta, false);
  }

  const startId = await store.liveId();
  if (startId) await adopt(startId);

  async function runOne(request: { force: boolean; by: TriggerSource }, started: Date, id: string) {
    const context: PublishContext = {
      store,
      build: options.build,
      currentFingerprint: options.currentFingerprint,
      siteUrl: options.siteUrl,
      env: options.env ?? process.env,
      buildTimeoutMs: options.buildTimeoutMs ?? 20 * 60_000,
      live: liveMeta,
      goLive: async (meta) => {
        await switchTo(meta, true);
        await store
          .prune(keep, meta.id)
          .catch((error: unknown) => log(`[publisher] pruning old builds: ${String(error)}`));
        live = await siteOf(meta); // the asset fallbacks after pruning
      },
      log,
      shutdown: shutdown.signal,
      prepared,
    };
    const entry = await publishOnce(
      context,
      { id, by: request.by, force: request.force, startedAt: started },
      (update) => {
        if (running) running.progress = { ...running.progress, ...update };
        emit();
      },
    );
    await store.record(entry);
    await pruneLogs();
    return entry;
  }

  async function pruneLogs(): Promise<void> {
    const logs = readdirSync(store.logsDir).sort().reverse();
    for (const name of logs.slice(20)) await removeTree(`${store.logsDir}/${name}`);
  }

  function start(request: { force: boolean; by: TriggerSource }): void {
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

  return {
    store,
    /** The build requests are served from; resolved once per request. */
    liveSite: (): LiveSite | null => live,
    /** Asks for a build: started now, or coalesced into the one follow-up of the running build. */
    trigger(request: { force?: boolean; by: TriggerSource }): 'started' | 'queued' | 'stopped' {
      if (shutdown.signal.aborted) return 'stopped';
      const wanted = { force: request.force === true, by: request.by };
      if (running) {
        pending = pending ? { force: pending.force || wanted.force, by: pending.by } : wanted;
        emit();
        return 'queued';
      }
      start(wanted);
      return 'started';
    },
    /** Stops a running build (its directory is removed; the live build stays) and any follow-up. */
    async close(): Promise<void> {
      pending = null;
      shutdown.abort();
      await idle;
      await prepared?.idle();
      await options.build.close?.();
    },
    /** Resolves when no build is running or waiting. */
    async whenIdle(): Promise<void> {
      while (running || pending) await idle;
    },
    /** Makes a kept build live again. */
    async rollback(id: string, by: TriggerSource = 'admin'): Promise<HistoryEntry> {
      if (running)
        throw new RollbackError('A build is running; roll back when it has finished.', 409);
      const meta = (await store.keptIds()).includes(id) ? await store.meta(id) : null;
      if (!meta) throw new RollbackError(`Build ${id} is not kept any more.`, 404);
      const from = live?.id ?? null;
      if (from === id) throw new RollbackError(`Build ${id} is already live.`, 409);
      const at = new Date();
      await switchTo(meta, true);
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
      };
      await store.record(entry);
      log(`[publisher] ${entry.reason}`);
      return entry;
    },
    async status(): Promise<PublisherStatus> {
      const kept = new Set(await store.keptIds());
      const history = (await store.history()).map((entry) => ({
        ...entry,
        kept: entry.kind === 'build' && kept.has(entry.id),
        live: entry.kind === 'build' && entry.id === live?.id,
      }));
      return {
        live: liveMeta ? { id: liveMeta.id, pages: liveMeta.entry.pages ?? null } : null,
        running: running && {
          id: running.id,
          trigger: running.by,
          force: running.force,
          startedAt: running.started.toISOString(),
          elapsedMs: Date.now() - running.started.getTime(),
          ...running.progress,
        },
        queued: pending && { force: pending.force },
        history,
      };
    },
    /** Follows a switch made by another process (`npm run publish`) through live.json. */
    async refresh(): Promise<void> {
      if (running) return;
      const id = await store.liveId();
      if (id && id !== live?.id) await adopt(id);
    },
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Publisher = Awaited<ReturnType<typeof createPublisher>>;
