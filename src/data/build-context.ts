// The one channel between the site's build code (src/data) and the process that runs the
// build (a plain `astro build`, or the publisher's build worker: publisher/build/build-worker.ts).
//
// Astro bundles the pages into chunks of its own, so a module the pages import is a copy, not
// the module the worker imported. This one is kept out of the bundle
// (integrations/build-context-link.ts): the chunks import this very file, and the worker and
// the pages share one `buildContext`. The worker fills it in before a build; a plain build
// keeps the defaults below. It imports nothing, so Node loads it as it is.

/** Something the build tells the process running it, as data (never a log line read back). */
export type BuildReport =
  /** A list or page the build could not load: its pages would show the error. */
  | { kind: 'unavailable'; what: string; message: string }
  /** A record the schemas dropped; the build goes on without it. */
  | { kind: 'skipped-record'; label: string; id: string | null; issue: string }
  /** Records a list sent again (its pages moved while the build read them): built once. */
  | { kind: 'repeated-records'; list: string; ids: string[] }
  /** A list the build stopped reading at BUILD_MAX_RECORDS. */
  | { kind: 'safety-stop'; list: string; built: number; total: number | null; limit: number }
  /** A picture that could not be read: the placeholder is shown. */
  | { kind: 'picture-unavailable'; url: string; message: string }
  /** A picture from a host outside PUBLIC_MEDIA_ORIGINS, shown unoptimised. */
  | { kind: 'picture-not-optimised'; url: string }
  /** A file the build makes itself that a host may not take whole (`_headers` past what
   * Cloudflare Pages reads, a page the offline worker cannot keep): the admin is told. */
  | { kind: 'site-file-warning'; message: string }
  /** An event whose schedule could not be read: no calendar entry for it. */
  | {
      kind: 'calendar-entry-skipped';
      id: string;
      title: string;
      schedule: string;
      reason: string;
    };

/** A picture's size as the image service read it. */
export interface PictureSize {
  width: number;
  height: number;
  format: string;
}

/** What the site's build code shares with the process that runs the build. */
export interface BuildContext {
  /** Which build of this process is running: what an earlier one loaded is forgotten. */
  build: number;
  /** How the build's API client asks the member API (the worker's recording fetch). */
  apiFetch: typeof fetch | null;
  /** The digest of the answer a page reads at a URL, as the change check saw it or as this
   * build has read it; null outside the worker (a plain build restores no page). */
  answerDigest: ((url: string) => string | undefined) | null;
  /** Pictures' sizes, kept between builds of one process (a forced build empties it). */
  pictureSizes: Map<string, PictureSize>;
  /** The version of each provider picture this build saw, by URL. */
  pictureVersions: Map<string, string>;
  /** Versions the change check has just confirmed (not asked again). */
  confirmedPictureVersions: Map<string, string>;
  /** Takes what the build tells: the worker sends it to the publisher. */
  report: (report: BuildReport) => void;
}

// C0 and C1 controls, DEL and the line separators, which JSON.stringify leaves or a
// terminal would act on: written as \u escapes.
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const unsafeInLog = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` with every control character written as a \u escape. */
const escapedControls = (text: string) =>
  text.replace(unsafeInLog, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Provider text as a log line may carry it: a JSON string, every control character escaped,
 * so it can neither start a line of its own nor steer a terminal. */
export function quoted(text: string): string {
  return escapedControls(JSON.stringify(text));
}

/** A report in one line of words, provider text quoted. */
export function describeReport(report: BuildReport): string {
  switch (report.kind) {
    case 'unavailable':
      return `${report.what} unavailable: ${quoted(report.message)}`;
    case 'skipped-record':
      return `skipped a ${report.label} record${report.id === null ? '' : ` (${quoted(report.id)})`}: ${quoted(report.issue)}`;
    case 'repeated-records': {
      const shown = report.ids.slice(0, 5).map(quoted).join(', ');
      const more = report.ids.length > 5 ? `, and ${report.ids.length - 5} more` : '';
      return (
        `${report.list} sent ${report.ids.length === 1 ? 'a record' : `${report.ids.length} records`} ` +
        `again (its pages moved while the build read them); each is built once: ${shown}${more}`
      );
    }
    case 'safety-stop': {
      const of =
        report.total !== null && report.total > report.built
          ? `${report.total}`
          : `at least ${report.built + 1}`;
      return (
        `safety stop: ${report.list} ended at ${report.built} of ${of} records ` +
        `(BUILD_MAX_RECORDS=${report.limit}); the rest is not built`
      );
    }
    case 'picture-unavailable':
      return `picture unavailable, placeholder shown: ${quoted(report.url)} (${quoted(report.message)})`;
    case 'picture-not-optimised':
      return `picture from a host outside PUBLIC_MEDIA_ORIGINS, shown unoptimised: ${quoted(report.url)}`;
    case 'site-file-warning':
      return escapedControls(report.message);
    case 'calendar-entry-skipped':
      return (
        `skipped a calendar entry (${quoted(report.id)}, ${quoted(report.title)}): ` +
        `its schedule ${quoted(report.schedule)} could not be read (${quoted(report.reason)})`
      );
  }
}

/** The build's context: a plain build's until the worker fills it in. */
export const buildContext: BuildContext = {
  build: 0,
  apiFetch: null,
  answerDigest: null,
  pictureSizes: new Map(),
  pictureVersions: new Map(),
  confirmedPictureVersions: new Map(),
  report: (report) => console.warn(`[build] ${describeReport(report)}`),
};
