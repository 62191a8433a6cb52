import type { BuildReport } from '../../src/data/build-context.ts';
import type { BuildProgress, FetchRecord, VerifiedContent } from './contract.ts';

// What the publisher (publisher/build/astro-build.ts) and its build worker
// (publisher/build/build-worker.ts) say to each other over the worker's IPC channel. The
// worker's output lines go to the build log as text; nothing in them is read back as a result.

/** The publisher asks for one build. */
export type WorkerRequest = {
  type: 'build';
  outDir: string;
  force: boolean;
  verified?: VerifiedContent;
  /** The publish id this build will have if it goes live. */
  id?: string;
  /** The live build (its id and files): a content-only rebuild starts from it (`linked`: its
   * files are linked into `outDir` already). */
  base?: { id: string; dir: string; linked?: boolean };
};

/** The worker's side: ready, progress and reports while a build runs, then its outcome. */
export type WorkerMessage =
  | { type: 'ready' }
  /** Where the build is (merged into what the publisher shows). */
  | { type: 'progress'; progress: BuildProgress }
  /** Something the site's build code told (src/data/build-context.ts). */
  | { type: 'report'; report: BuildReport }
  | {
      type: 'done';
      fetches: FetchRecord[];
      media: Record<string, string>;
      rssMb: number;
      /** Pages Astro rendered, and pages it restored from its incremental cache. */
      pages: { rendered: number; reused: number };
      /** The worker keeps a render kit for the next content-only rebuild. */
      keepsKit: boolean;
      /** Only the pages whose content changed were rendered (a content-only rebuild). */
      onlyChanged: boolean;
    }
  | { type: 'failed'; message: string; fetches: FetchRecord[] };
