import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { runSteps, type StepCall } from './file-steps.ts';

// A worker thread of publisher/publish/file-records.ts: runs the per-file steps on a batch of files
// and answers with each file's results (compressed copies it writes itself).

interface Batch {
  siteDir: string;
  compressedDir: string;
  jobs: { file: string; calls: StepCall[] }[];
}

parentPort!.on('message', async ({ siteDir, compressedDir, jobs }: Batch) => {
  try {
    const results = await Promise.all(
      jobs.map(async ({ file, calls }) => {
        const bytes = await readFile(join(siteDir, file));
        return [file, await runSteps({ file, bytes, compressedDir }, calls)] as const;
      }),
    );
    parentPort!.postMessage({ results });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
