import { extname } from 'node:path';
import { linksOfPage } from './checks/internal-links.ts';
import { memberDataIn } from './checks/member-data.ts';
import { digest } from '../../integrations/files.ts';
import {
  BROTLI_QUALITY,
  compressible,
  copiesOf,
  MIN_COMPRESS_BYTES,
  writeCompressedCopies,
} from './compressed-copies.ts';
import { astroNamesIn } from './astro-names.ts';

// The per-file work of a publish — the links and member data the checks look at, brotli and
// gzip copies (each page's Content-Security-Policy is the build's own: `_headers`) — as named steps whose result depends only
// on a file's bytes and the step's parameters. A step's result is kept with the build
// (publisher/publish/file-records.ts) under the file's content hash and a digest of the parameters,
// and the next publish takes it for every file whose bytes are the same: its work grows with
// what changed, not with the site. A new step (another header, another check) is one more
// entry in `fileSteps`.

/** What a step sees of one file. */
export interface FileInput {
  /** The path in the build, e.g. 'news/index.html'. */
  file: string;
  bytes: Buffer;
  /** Where the file's compressed copies go (<compressedDir>/<file>.br and .gz). */
  compressedDir: string;
}

/** One kind of per-file work: which files it applies to and what it makes of one. */
export interface FileStepKind<P, V> {
  applies: (file: string, size: number) => boolean;
  /** Whether the result depends on the file's path too (then it is reused at that path only). */
  byPath?: boolean;
  /** Makes the step's files for the output, when it writes any (compressed copies). */
  writes?: (file: string) => string[];
  run: (input: FileInput, params: P) => Promise<V> | V;
}

const text = (input: FileInput) => input.bytes.toString('utf8');

/** Every step a publish can run, by name (the worker threads look them up here). */
export const fileSteps = {
  /** Internal link targets of a page, data file or sitemap (the internal links check). */
  links: {
    applies: (file) => /\.(html|json|xml)$/.test(file),
    byPath: true,
    run: (input, params: { siteUrl: string }) =>
      linksOfPage(input.file, text(input), params.siteUrl),
  } satisfies FileStepKind<{ siteUrl: string }, string[]>,
  /** Publication types shown and contact attachments found (the member-data check). */
  memberData: {
    applies: (file) => /\.(html|json|js|mjs|xml|txt|css|svg|webmanifest)$/.test(file),
    run: (input, params: { attachments: string[] }) =>
      memberDataIn(input.file, text(input), params.attachments),
  } satisfies FileStepKind<{ attachments: string[] }, ReturnType<typeof memberDataIn>>,
  /** The files under /_astro/ a file names: a picture or document no file names is removed
   * before the build goes live (publisher/publish/unused-files.ts). */
  astroNames: {
    applies: (file) => /\.(html|json|xml|webmanifest|js|mjs|css|txt|svg)$/.test(file),
    run: (input, _params: null) => astroNamesIn(text(input)),
  } satisfies FileStepKind<null, string[]>,
  /** Brotli and gzip copies, written once at publish time so the server never compresses. */
  compress: {
    applies: (file, size) =>
      compressible.has(extname(file).toLowerCase()) && size >= MIN_COMPRESS_BYTES,
    writes: (file) => [...copiesOf(file)],
    run(input, params: typeof BROTLI_QUALITY) {
      writeCompressedCopies(input.file, input.bytes, input.compressedDir, params);
      return true;
    },
  } satisfies FileStepKind<typeof BROTLI_QUALITY, boolean>,
} as const;

export type StepName = keyof typeof fileSteps;
type ParamsOf<N extends StepName> = Parameters<(typeof fileSteps)[N]['run']>[1];
export type ValueOf<N extends StepName> = Awaited<ReturnType<(typeof fileSteps)[N]['run']>>;

/** A step to run with its parameters, and the digest its kept results are filed under. */
export interface StepCall<N extends StepName = StepName> {
  name: N;
  params: ParamsOf<N>;
  inputs: string;
}

// Bumped when a step's code changes what it makes, so no result of the old code is reused.
const STEP_VERSION = 2;

/** A step with its parameters. */
export function stepCall<N extends StepName>(name: N, params: ParamsOf<N>): StepCall<N> {
  return {
    name,
    params,
    inputs: digest(`${STEP_VERSION} ${name} ${JSON.stringify(params)}`).slice(0, 16),
  };
}

/** Runs the given steps on one file (in a worker thread or in the publisher itself). */
export async function runSteps(
  input: FileInput,
  calls: readonly StepCall[],
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const call of calls) {
    const kind = fileSteps[call.name] as FileStepKind<unknown, unknown>;
    values[call.name] = await kind.run(input, call.params);
  }
  return values;
}

/** Whether step `name` applies to a file. */
export const stepApplies = (name: StepName, file: string, size: number) =>
  (fileSteps[name] as FileStepKind<unknown, unknown>).applies(file, size);

/** Which step's results are bound to the file's path, not only its bytes. */
export const stepByPath = (name: StepName) =>
  Boolean((fileSteps[name] as FileStepKind<unknown, unknown>).byPath);

/** The files a step writes for one file (relative to the compressed directory). */
export const stepWrites = (name: StepName, file: string) =>
  (fileSteps[name] as FileStepKind<unknown, unknown>).writes?.(file) ?? [];
