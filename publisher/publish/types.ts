import type { KeptContent } from '../build/contract.ts';

/** Who asked for a build: the admin, the command line, the watcher (a change seen), a
 * provider's webhook, the server's start, a test or the bench. */
export type TriggerSource = 'admin' | 'cli' | 'watch' | 'webhook' | 'startup' | 'test' | 'bench';

/** What a publish attempt came to; 'ready': built and checked, waiting in preview for the
 * admin, who makes it live ('published') or discards it ('discarded'). */
export type PublishResult = 'published' | 'skipped' | 'failed' | 'rejected' | 'ready' | 'discarded';

/** The result of one check of a finished build. */
export interface CheckResult {
  name: string;
  ok: boolean;
  /** What was found: the reason when it failed. */
  detail: string;
}

/** One line of the build history. */
export interface HistoryEntry {
  id: string;
  kind: 'build' | 'rollback';
  trigger: TriggerSource;
  force: boolean;
  startedAt: string;
  finishedAt?: string;
  durationMs?: number;
  result: PublishResult | 'rolled back';
  /** Why a build was skipped, failed or refused; what a rollback did. */
  reason?: string;
  pages?: number;
  pagesRendered?: number;
  pagesReused?: number;
  /** Only the pages whose content changed were rendered (a content-only rebuild). */
  onlyChanged?: boolean;
  /** Pages added, changed or removed compared with the build that was live before. */
  changedPages?: number;
  changedSample?: string[];
  checks?: CheckResult[];
  warnings?: string[];
  /** Lists the build stopped reading at the safety stop (BUILD_MAX_RECORDS), as the admin reads
   * them: the admin page shows them on the build's line, published or not. */
  safetyStopWarnings?: string[];
  /** The build's own files a host may not take whole (`_headers` past what Cloudflare Pages
   * reads): the admin page shows them on the build's line. */
  siteFileWarnings?: string[];
  /** Steps after the switch that failed (pruning, dropping a preview): the build went live
   * and stays live all the same; the admin page shows them on its line. */
  lateErrors?: string[];
  /** The build stopped at 'ready' for the admin to look at before it went live. */
  preview?: boolean;
  /** For a rollback: the build that was live and the build that is live now. */
  from?: string | null;
  to?: string;
}

/** Everything kept with a published build (builds/<id>/build.json, outside the served files). */
export interface BuildMeta extends KeptContent {
  id: string;
  entry: HistoryEntry;
  /** sha-256 of every page and data file, to name the pages the next build changes. */
  pageHashes: Record<string, string>;
  /**
   * Content-Security-Policy of each HTML page and of everything else under '*', kept by
   * builds published before `_headers` (now each build's own `_headers` gives every header).
   */
  csp?: Record<string, string>;
  /** The PUBLIC_ settings the build was made with. */
  env: Record<string, string>;
  /** Internal links that resolve to nothing in this build (the next build may not add any). */
  brokenLinks: string[];
}

/** The live build as the static server needs it: resolved once per request. */
export interface LiveSite {
  id: string;
  dir: string;
  /** Every header of a file of this build, by its path in the build (from `_headers`). */
  headersFor?: (file: string) => Record<string, string>;
  /** Where precompressed copies (<file>.br, <file>.gz) of this build are, if any. */
  compressedDir?: string | null;
  /** Other kept builds, newest first: hashed assets a page of theirs still asks for. */
  assetDirs?: string[];
}
