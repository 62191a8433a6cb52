import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readJson, writeJsonAtomic } from '../files/json-files.ts';
import { acquireLock } from '../publish/build-lock.ts';
import type { BuildMeta } from '../publish/types.ts';
import type { CdnVersion, CdnVersions, DeployTarget } from './deploy-target.ts';

// The publisher's side of a CDN: which of its builds the CDN holds (their versions, kept in
// cdn.json beside the builds), making a build live there (a new deploy, or the CDN's own
// rollback to the version it already holds of it), and what the admin page shows of it.
// The publish server and `npm run publish` share cdn.json: each change re-reads it and writes
// it back holding a lock of its own (cdn.json.lock, held for that read and write alone; deploys
// and rollbacks are made holding the build lock besides), so neither writes over the other's
// record with an older copy of its own.

/** What the admin page shows of the CDN (PublisherStatus.cdn). */
export interface CdnState {
  /** The CDN's name ('Cloudflare'). */
  name: string;
  /** The version the CDN serves, as it last said (after a deploy, a rollback or a check). */
  live: CdnVersion | null;
  /** When the CDN last said so (ISO); null before it has. */
  checkedAt: string | null;
  /** Why the CDN could not be asked or did not take a build, when it last failed. */
  problem: string | null;
}

interface CdnRecord {
  /** The CDN's version of each build the publisher handed it. */
  versions: Record<string, CdnVersion>;
  live: CdnVersion | null;
  checkedAt: string | null;
  problem: string | null;
  /** Deploys and rollbacks made so far, by any process: a check that started before one
   * must not note what the CDN served then. */
  changes?: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The CDN side of publishing for `target`, its record kept in `stateDir`. */
export async function cdnPublishing(
  target: DeployTarget,
  options: {
    stateDir: string;
    siteDirOf: (id: string) => string;
    log: (line: string) => void;
  },
) {
  const file = join(options.stateDir, 'cdn.json');
  const lockFile = `${file}.lock`;
  const read = async (): Promise<CdnRecord> => ({
    versions: {},
    live: null,
    checkedAt: null,
    problem: null,
    ...(await readJson<Partial<CdnRecord>>(file, {})),
  });
  // The record as this process last read or wrote it (what the admin page shows).
  let record = await read();
  const say = (line: string) => options.log(`[publisher] ${target.name}: ${line}`);

  /** Changes the record as it is in cdn.json now (another process may have changed it). */
  async function update(change: (now: CdnRecord) => void): Promise<void> {
    // The lock's file goes beside the record, whose folder a first deploy has yet to make.
    await mkdir(options.stateDir, { recursive: true });
    const release = await acquireLock(lockFile, { pollMs: 20 });
    try {
      const now = await read();
      change(now);
      await writeJsonAtomic(file, now);
      record = now;
    } finally {
      await release();
    }
  }

  /** What the CDN serves and keeps, noted: each kept version of a build it had not named. */
  const noteKept = (now: CdnRecord, { kept }: CdnVersions) => {
    for (const version of kept)
      if (version.build && !now.versions[version.build]) now.versions[version.build] = version;
  };
  const noteLive = (now: CdnRecord, live: CdnVersion | null, problem: string | null = null) => {
    now.live = live;
    now.checkedAt = new Date().toISOString();
    now.problem = problem;
  };

  /**
   * After the CDN failed to take build `wanted` (wrangler failed, named no version, was
   * stopped by its timeout, or a rollback failed): asks the CDN what it serves, since it may
   * have taken the build all the same. Resolves null when it serves `wanted` (the version is
   * noted: the build is live there). When it serves another version than that of build
   * `staying` (the one that stays live here), it is rolled back to that one, so that the CDN
   * and the publisher name one build. Resolves to the reason otherwise (noted too).
   */
  async function settle(
    wanted: string,
    staying: string | null,
    failure: string,
  ): Promise<string | null> {
    let problem = `${target.name} did not take build ${wanted}: ${failure}`;
    let now: CdnVersions;
    try {
      now = await target.versions();
    } catch (error) {
      problem += ` (and could not be asked what it serves: ${reasonOf(error)})`;
      await update((record) => void (record.problem = problem));
      return problem;
    }
    const served = now.live;
    if (served?.build === wanted || (served && served.id === record.versions[wanted]?.id)) {
      say(`version ${served.id} of build ${wanted} is live all the same: ${failure}`);
      await update((record) => {
        noteKept(record, now);
        record.versions[wanted] = served;
        noteLive(record, served);
      });
      return null;
    }
    const back = staying ? record.versions[staying] : undefined;
    let live = served;
    if (back && served?.id !== back.id) {
      say(`serves version ${served?.id ?? 'none'}: rolling back to build ${staying}`);
      try {
        await target.rollback(back, say);
        live = back;
      } catch (error) {
        problem += ` (and the rollback to build ${staying} failed: ${reasonOf(error)})`;
      }
    }
    await update((record) => {
      noteKept(record, now);
      noteLive(record, live, problem);
    });
    return problem;
  }

  return {
    name: target.name,

    /** Whether the CDN serves build `id`, as it last said. */
    serves: (id: string) => record.live?.build === id,

    /** Reads the record again (another process may have changed it). */
    async reload(): Promise<void> {
      record = await read();
    },

    /**
     * Makes `meta`'s build what the CDN serves: the CDN's rollback to the version it holds of
     * it, else a deploy of its files. Called holding the build lock. When the CDN fails, it
     * is asked what it serves: a build it took all the same is live; else the CDN is put back
     * on build `staying` (the one that stays live, when there is one) and this throws (the
     * publish or rollback fails, the live build stays).
     */
    async makeLive(meta: BuildMeta, staying: string | null = null): Promise<void> {
      await update((now) => void (now.changes = (now.changes ?? 0) + 1));
      const held = record.versions[meta.id];
      try {
        if (held) {
          say(`rolling back to version ${held.id} (build ${meta.id})`);
          await target.rollback(held, say);
          await update((now) => noteLive(now, held));
          return;
        }
        say(`deploying build ${meta.id}`);
        const version = await target.deploy(
          { id: meta.id, siteDir: options.siteDirOf(meta.id), env: meta.env },
          say,
        );
        await update((now) => {
          now.versions[meta.id] = version;
          noteLive(now, version);
        });
      } catch (error) {
        const problem = await settle(meta.id, staying, reasonOf(error));
        if (problem !== null) throw new Error(problem, { cause: error });
      }
    },

    /** Asks the CDN what it serves (its versions, mapped to builds); never throws: a failure
     * is noted for the admin page, and logged. */
    async check(): Promise<void> {
      const before = (await read()).changes;
      const asked = await target.versions().then(
        (versions) => ({ versions, problem: null }),
        (error: unknown) => ({ versions: null, problem: reasonOf(error) }),
      );
      if (asked.problem !== null) say(`could not be asked: ${asked.problem}`);
      try {
        await update((now) => {
          // A deploy or rollback since the question was asked: the CDN serves what it made.
          const unchanged = now.changes === before;
          if (asked.versions) noteKept(now, asked.versions);
          if (!unchanged) return;
          if (asked.versions) noteLive(now, asked.versions.live);
          else noteLive(now, now.live, `${target.name} could not be asked: ${asked.problem}`);
        });
      } catch (error) {
        say(`what it serves could not be noted: ${reasonOf(error)}`);
      }
    },

    /** What the admin page shows. */
    state: (): CdnState => ({
      name: target.name,
      live: record.live,
      checkedAt: record.checkedAt,
      problem: record.problem,
    }),
  };
}

export type CdnPublishing = Awaited<ReturnType<typeof cdnPublishing>>;
