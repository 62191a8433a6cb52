/** A list the build stopped reading at the safety stop (BUILD_MAX_RECORDS). */
export interface SafetyStop {
  list: string;
  built: number;
  /** What the provider counts; null when it did not say (then at least one more). */
  total: number | null;
}

/** Where a running build is; shown by the admin page and the command line. */
export interface BuildProgress {
  phase: string;
  pagesDone?: number;
  /** The expected number of pages: the previous build's, or the route count; null if unknown. */
  pagesTotal?: number | null;
  imagesDone?: number;
  imagesTotal?: number;
}

/** One API call the build made, as the fetch recorder saw it (publisher/build/fetch-recorder.ts). */
export interface FetchRecord {
  method: string;
  url: string;
  status: number;
  /** sha-256 of the body; '' when the call failed before an answer. */
  sha256: string;
  /** The JSON body as text (bodies that are not JSON are not kept). */
  body?: string;
  /** The answer was JSON, its body left with the build worker (only what the publisher reads
   * itself travels to it: publisher/build/build-worker.ts). */
  json?: boolean;
  /** Set when the call failed: no answer, a 5xx, or a body that is not JSON. */
  failure?: string;
  /** The answer's HTTP validators, for asking again conditionally. */
  etag?: string;
  lastModified?: string;
  /** A conditional request answered 304: the same answer as `sha256` names, not sent again. */
  notModified?: boolean;
}

/** What the change check found unchanged just before a build: the build may take it as is. */
export interface VerifiedContent {
  /** API answers by URL: their hash (the build's kept copy must match) or the new body. */
  answers: Record<
    string,
    { status: number; sha256: string; body?: string; etag?: string; lastModified?: string }
  >;
  /** Pictures by URL: the version the check saw (src/data/media-images.ts). */
  media: Record<string, string>;
}

/** What one change check asked: the API's calls (how many answered 304) and the pictures. */
export interface CheckRequests {
  api: number;
  notModified: number;
  pictures: number;
}

/** The result of a change check: the fingerprint the build would have now, and what it saw. */
export interface ChangeCheck {
  fingerprint: string;
  verified?: VerifiedContent;
  /** The requests it took (the watcher's cost, shown to the admin and in the bench). */
  requests?: CheckRequests;
}

/** What a build function reports back. */
export interface BuildOutcome {
  /** Pages Astro rendered in this build, and pages it restored from the previous one. */
  pagesRendered?: number;
  pagesReused?: number;
  /** The fingerprint of what the build used (code, settings and API content); null if unknown. */
  fingerprint?: string | null;
  fetches?: FetchRecord[];
  /** The version of every provider picture the build used, by URL. */
  media?: Record<string, string>;
  /** Content the build could not load (its pages would show an error): a reason to refuse it. */
  failures?: string[];
  /** Things worth knowing that do not stop the build (records the schemas skipped). */
  warnings?: string[];
  /** Lists the build stopped reading at the safety stop (BUILD_MAX_RECORDS). */
  safetyStops?: SafetyStop[];
  /** The same stops as the admin reads them: also among `warnings`, and shown to the admin. */
  safetyStopWarnings?: string[];
  /** The build's own files a host may not take whole (`_headers` past what Cloudflare Pages
   * reads): also among `warnings`, and shown to the admin. */
  siteFileWarnings?: string[];
  /** Only the pages whose content changed were rendered; the rest are the live build's files. */
  onlyChanged?: boolean;
}

export interface BuildOptions {
  /** Rebuild every page, ignoring the incremental cache. */
  force: boolean;
  signal: AbortSignal;
  /** The page count of the last build, for the progress display. */
  expectedPages: number | null;
  /** Takes each line of the build's output for its log. */
  log: (line: string) => void;
  /** What the change check just found unchanged (not asked again). */
  verified?: VerifiedContent;
  /** The publish id the build will have. */
  id?: string;
  /** The live build (its id and files), which a content-only rebuild starts from; `linked`:
   * the output directory holds its files linked already (publisher/publish/idle-links.ts). */
  base?: { id: string; dir: string; linked?: boolean };
}

/** Builds the site into `outDir` (the core's staging directory), reporting progress. */
export type BuildFunction = ((
  outDir: string,
  onProgress: (progress: BuildProgress) => void,
  options: BuildOptions,
) => Promise<BuildOutcome>) & {
  /**
   * Forgets what an incremental build would reuse, after a build that did not go live: it
   * may have cached pages rendered from content that failed to load.
   */
  forgetCache?: () => Promise<void>;
  /** Stops what the build function keeps running between builds (the build worker). */
  close?: () => Promise<void>;
  /** It can start from the live build's files linked into its output directory. */
  startsFromLinkedBuild?: boolean;
};

/** What a published build keeps of the content it was made from: the change check asks
 * the provider about it again (publisher/build/fingerprint.ts). */
export interface KeptContent {
  fingerprint: string | null;
  /** The GET calls the build made, so a later trigger can ask whether anything changed. */
  fetchUrls: string[];
  /** Each call's answer hash and validators (ETag, Last-Modified), by URL, for that question. */
  answers?: Record<
    string,
    { status: number; sha256: string; etag?: string; lastModified?: string }
  >;
  /** The version of every provider picture the build used, by URL (a replaced one is seen). */
  media?: Record<string, string>;
}
