import { join } from 'node:path';
import { readJson, writeJsonAtomic } from '../files/json-files.ts';
import type { BuildMeta } from '../publish/types.ts';
import type { CdnVersion, DeployTarget } from './deploy-target.ts';

// The publisher's side of a CDN: which of its builds the CDN holds (their versions, kept in
// cdn.json beside the builds), making a build live there (a new deploy, or the CDN's own
// rollback to the version it already holds of it), and what the admin page shows of it.

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
  const record = await readJson<CdnRecord>(file, {
    versions: {},
    live: null,
    checkedAt: null,
    problem: null,
  });
  const save = () => writeJsonAtomic(file, record);
  // A check that started before a deploy or rollback must not note what the CDN served then.
  let changes = 0;
  const say = (line: string) => options.log(`[publisher] ${target.name}: ${line}`);

  /** Notes what the CDN serves now, as it says. */
  async function note(live: CdnVersion | null, problem: string | null = null): Promise<void> {
    record.live = live;
    record.checkedAt = new Date().toISOString();
    record.problem = problem;
    await save();
  }

  return {
    name: target.name,

    /** Whether the CDN serves build `id`, as it last said. */
    serves: (id: string) => record.live?.build === id,

    /**
     * Makes `meta`'s build what the CDN serves: the CDN's rollback to the version it holds of
     * it, else a deploy of its files. Throws (the publish or rollback fails, the live build
     * stays) when the CDN does not take it.
     */
    async makeLive(meta: BuildMeta): Promise<void> {
      changes++;
      const held = record.versions[meta.id];
      try {
        if (held) {
          say(`rolling back to version ${held.id} (build ${meta.id})`);
          await target.rollback(held, say);
          await note(held);
          return;
        }
        say(`deploying build ${meta.id}`);
        const version = await target.deploy(
          { id: meta.id, siteDir: options.siteDirOf(meta.id), env: meta.env },
          say,
        );
        record.versions[meta.id] = version;
        await note(version);
      } catch (error) {
        record.problem = `${target.name} did not take build ${meta.id}: ${reasonOf(error)}`;
        await save();
        throw new Error(record.problem, { cause: error });
      }
    },

    /** Asks the CDN what it serves (its versions, mapped to builds); never throws: a failure
     * is noted for the admin page, and logged. */
    async check(): Promise<void> {
      const before = changes;
      try {
        const { live, kept } = await target.versions();
        for (const version of kept)
          if (version.build && !record.versions[version.build])
            record.versions[version.build] = version;
        if (changes === before) await note(live);
      } catch (error) {
        const problem = `${target.name} could not be asked: ${reasonOf(error)}`;
        say(problem);
        if (changes === before) await note(record.live, problem).catch(() => {});
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
