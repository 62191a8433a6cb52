import { readFileSync, statSync } from 'node:fs';
import { link, mkdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  runSteps,
  stepApplies,
  stepByPath,
  stepWrites,
  type StepCall,
  type StepName,
} from './file-steps.ts';
import { digest, inTurn } from '../../integrations/files.ts';
import { readJson, writeJsonAtomic } from '../files/json-files.ts';
import { lapTimer } from '../../integrations/lap-timer.ts';

// Runs the per-file steps (publisher/publish/file-steps.ts) over a build, reusing the results a
// previous build kept for files with the same bytes: only changed files are read past their
// hash, and those are shared out to worker threads, one per core.

/** One file of a build: its content hash and each step's result with the inputs it had. */
export interface FileRecord {
  hash: string;
  size: number;
  /** The file's inode and modification time when it was hashed: a later build holding the
   * same file by a hard link (publisher/build/content-rebuild.ts), unchanged since, is not read. */
  ino?: number;
  mtimeMs?: number;
  steps: Partial<Record<StepName, { inputs: string; value: unknown }>>;
}

/** Every file of a build, by path. */
export type FileRecords = Record<string, FileRecord>;

/** A build whose kept results may be reused: its records and where its outputs are. */
export interface PreviousFiles {
  records: FileRecords;
  /** Its compressed copies, linked into the new build for identical files. */
  compressedDir: string;
  /** The new build's compressed directory starts as links to all of them (made in idle time,
   * publisher/publish/idle-links.ts): a copy at its own path stays, any other is replaced. */
  linked?: boolean;
}

/** What a run did: files taken unread (the previous build's own), files read past their
 * hash, and results computed or reused. */
export interface StepStats {
  files: number;
  unread: number;
  /** Milliseconds of each part: hashing, reusing kept results, linking copies, working. */
  ms: { hashed: number; reused: number; linked: number; worked: number };
  worked: number;
  computed: number;
  reused: number;
}

/** Below this many files to work on, worker threads cost more than they save. */
const POOL_FROM = 24;
const BATCH = 16;
/** Files handled between two pauses (the publish server shares this thread). */
const SLICE = 256;

// files.json stores each distinct string of the steps' string lists once (every page links
// to the same menu and footer targets): a list is kept as numbers into `strings`.
interface StoredRecords {
  strings: string[];
  files: Record<string, FileRecord>;
}
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

// The records this process wrote last: the next publish starts from them without reading
// and parsing the file again (they are the live build's, in the common case).
let lastWritten: { dir: string; records: FileRecords } | null = null;

/** The kept records of build directory `dir` (empty when it has none). */
export async function readFileRecords(dir: string): Promise<FileRecords> {
  if (lastWritten?.dir === dir) return lastWritten.records;
  const stored = await readJson<StoredRecords | null>(join(dir, 'files.json'), null);
  if (!stored?.files || !Array.isArray(stored.strings)) return {};
  for (const record of Object.values(stored.files))
    for (const step of Object.values(record.steps))
      if (step?.value && typeof step.value === 'object' && 'strings' in step.value)
        step.value = (step.value as { strings: number[] }).strings.map((n) => stored.strings[n]!);
  return stored.files;
}

/** Keeps a build's records with it, for the next publish. */
export async function writeFileRecords(dir: string, records: FileRecords): Promise<void> {
  const strings: string[] = [];
  const numbers = new Map<string, number>();
  const numberOf = (text: string) => {
    let n = numbers.get(text);
    if (n === undefined) numbers.set(text, (n = strings.push(text) - 1));
    return n;
  };
  const files: Record<string, FileRecord> = {};
  for (const [file, record] of Object.entries(records)) {
    const steps: FileRecord['steps'] = {};
    for (const [name, step] of Object.entries(record.steps) as [
      StepName,
      { inputs: string; value: unknown },
    ][])
      steps[name] = isStringList(step.value)
        ? { inputs: step.inputs, value: { strings: step.value.map(numberOf) } }
        : step;
    files[file] = { ...record, steps };
  }
  await writeJsonAtomic(join(dir, 'files.json'), { strings, files } satisfies StoredRecords, false);
  lastWritten = { dir, records };
}

/** A kept output of a step to link into the new build (its compressed copies). */
interface KeptOutput {
  file: string;
  call: StepCall;
  pairs: [from: string, to: string][];
}

/**
 * Links every kept output into the new build, many at a time (folders first): builds are
 * never changed in place, so two builds can share the bytes. Returns the outputs that could
 * not be linked (their step runs again).
 */
async function linkOutputs(kept: readonly KeptOutput[]): Promise<KeptOutput[]> {
  const folders = new Set(kept.flatMap(({ pairs }) => pairs.map(([, to]) => dirname(to))));
  await inTurn([...folders], 64, (folder) => mkdir(folder, { recursive: true }));
  const failed: KeptOutput[] = [];
  await inTurn(kept, 64, async (output) => {
    try {
      for (const [from, to] of output.pairs) {
        // A copy an earlier build left at this path (a linked start) is not this file's.
        await rm(to, { force: true });
        await link(from, to);
      }
    } catch {
      failed.push(output);
    }
  });
  return failed;
}

interface Job {
  file: string;
  calls: StepCall[];
}

/** Work shared out to worker threads (publisher/file-steps-worker.ts), a batch at a time. */
async function runInWorkers(
  siteDir: string,
  compressedDir: string,
  jobs: Job[],
  done: (file: string, values: Record<string, unknown>) => void,
) {
  const batches: Job[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
  const threads = Math.max(1, Math.min(availableParallelism(), batches.length));
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./file-steps-worker.ts', import.meta.url)),
  );
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let batch = batches.shift(); batch; batch = batches.shift()) {
          const answer = await new Promise<{
            results?: [string, Record<string, unknown>][];
            error?: string;
          }>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage({ siteDir, compressedDir, jobs: batch });
          });
          worker.removeAllListeners('error');
          if (answer.error) throw new Error(answer.error);
          for (const [file, values] of answer.results ?? []) done(file, values);
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Hashes every file of a build and runs `calls` on each file they apply to, taking the
 * previous build's result wherever the bytes and the step's inputs are the same (and, for a
 * step bound to paths, the path). Outputs a step writes (compressed copies) are linked from
 * the previous build instead of made again.
 */
export async function processFiles(args: {
  siteDir: string;
  files: readonly string[];
  compressedDir: string;
  calls: readonly StepCall[];
  previous: PreviousFiles | null;
  /** Records this build already has (a second round of steps): their hashes are kept. */
  records?: FileRecords;
}): Promise<{ records: FileRecords; stats: StepStats }> {
  const { siteDir, compressedDir, calls } = args;
  const records: FileRecords = args.records ?? {};
  const before = args.previous?.records ?? {};
  // Results by content (not path) for steps that depend only on the bytes.
  const byContent = new Map<string, { file: string; record: FileRecord }>();
  for (const [file, record] of Object.entries(before))
    if (!byContent.has(record.hash)) byContent.set(record.hash, { file, record });
  const stats: StepStats = {
    files: args.files.length,
    unread: 0,
    worked: 0,
    computed: 0,
    reused: 0,
    ms: { hashed: 0, reused: 0, linked: 0, worked: 0 },
  };
  const lap = lapTimer();
  const took = (part: keyof StepStats['ms']) => {
    stats.ms[part] = lap();
  };
  const jobs: Job[] = [];
  const outputs: KeptOutput[] = [];

  // Every file's hash, read a slice at a time (plain reads are twice as fast as the
  // promise ones here) with a pause between slices, so the server in this process answers.
  // A file that is the previous build's own (the same inode, untouched since it was hashed)
  // keeps its hash unread.
  const unread = args.files.filter((file) => !records[file]);
  for (let first = 0; first < unread.length; first += SLICE) {
    for (const file of unread.slice(first, first + SLICE)) {
      const path = join(siteDir, file);
      const { ino, mtimeMs, size } = statSync(path);
      const kept = before[file];
      if (kept?.ino === ino && kept.mtimeMs === mtimeMs && kept.size === size) {
        records[file] = { hash: kept.hash, size, ino, mtimeMs, steps: {} };
        stats.unread++;
        continue;
      }
      const bytes = readFileSync(path);
      records[file] = { hash: digest(bytes), size: bytes.length, ino, mtimeMs, steps: {} };
    }
    await new Promise((next) => setImmediate(next));
  }
  took('hashed');

  // Each file's kept results (and linked copies), a slice at a time: plain calls are
  // cheaper than promise ones here, and the pause between slices lets the server answer.
  const reuse = (file: string) => {
    const record = records[file]!;
    const todo: StepCall[] = [];
    for (const call of calls) {
      if (!stepApplies(call.name, file, record.size)) continue;
      const same = before[file]?.hash === record.hash ? before[file] : null;
      const source = stepByPath(call.name)
        ? same && { file, record: same }
        : same
          ? { file, record: same }
          : byContent.get(record.hash);
      const kept = source?.record.steps[call.name];
      if (kept?.inputs === call.inputs) {
        // Its outputs are linked below, all at once; a step whose copies cannot be linked
        // runs again.
        const written = stepWrites(call.name, file);
        // A linked start holds the copies of a file kept at its own path already.
        const inPlace = args.previous?.linked && source!.file === file;
        if (written.length > 0 && !inPlace)
          outputs.push({
            file,
            call,
            pairs: stepWrites(call.name, source!.file).map((from, i) => [
              join(args.previous!.compressedDir, from),
              join(compressedDir, written[i]!),
            ]),
          });
        record.steps[call.name] = kept;
        stats.reused++;
      } else todo.push(call);
    }
    if (todo.length > 0) jobs.push({ file, calls: todo });
  };
  for (let first = 0; first < args.files.length; first += SLICE) {
    args.files.slice(first, first + SLICE).forEach(reuse);
    await new Promise((next) => setImmediate(next));
  }
  took('reused');
  for (const { file, call } of await linkOutputs(outputs)) {
    delete records[file]!.steps[call.name];
    stats.reused--;
    const job = jobs.find((candidate) => candidate.file === file);
    if (job) job.calls.push(call);
    else jobs.push({ file, calls: [call] });
  }
  // A linked start also holds the copies of files gone or no longer compressed: they go.
  if (args.previous?.linked) {
    const stale = Object.entries(before).flatMap(([file, record]) =>
      calls.flatMap((call) =>
        record.steps[call.name] && !records[file]?.steps[call.name]
          ? stepWrites(call.name, file)
          : [],
      ),
    );
    await inTurn(stale, 64, (copy) => rm(join(compressedDir, copy), { force: true }));
  }
  took('linked');

  const byFile = new Map(jobs.map((job) => [job.file, job]));
  // Every page names the same menu and footer targets: one copy of each string is kept.
  const strings = new Map<string, string>();
  const once = (value: unknown) =>
    isStringList(value)
      ? value.map((text) => strings.get(text) ?? (strings.set(text, text), text))
      : value;
  const done = (file: string, values: Record<string, unknown>) => {
    for (const call of byFile.get(file)?.calls ?? []) {
      records[file]!.steps[call.name] = { inputs: call.inputs, value: once(values[call.name]) };
      stats.computed++;
    }
  };
  stats.worked = jobs.length;
  if (jobs.length >= POOL_FROM) await runInWorkers(siteDir, compressedDir, jobs, done);
  else {
    for (const job of jobs) {
      const bytes = await readFile(join(siteDir, job.file));
      done(job.file, await runSteps({ file: job.file, bytes, compressedDir }, job.calls));
    }
  }
  took('worked');
  return { records, stats };
}
