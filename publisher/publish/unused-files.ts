import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inTurn } from '../../integrations/files.ts';
import { copiesOf } from './compressed-copies.ts';
import { removableWhenUnnamed } from './astro-names.ts';
import type { FileRecords } from './file-records.ts';

// A build keeps no picture or document that none of its files names. A content-only rebuild
// starts from every file of the live build (publisher/build/content-rebuild.ts) and Astro's
// picture files are named by a hash, not by the record they show: without this, a story's
// cover would stay public under /_astro/ long after the story was taken down.

/**
 * The pictures and documents under /_astro/ of a build that none of its files names (by
 * the `astroNames` step) or links to (the `links` step).
 */
export function unnamedFiles(records: FileRecords): string[] {
  const named = new Set<string>();
  for (const record of Object.values(records)) {
    for (const name of (record.steps.astroNames?.value as string[] | undefined) ?? [])
      named.add(name);
    for (const path of (record.steps.links?.value as string[] | undefined) ?? [])
      named.add(path.slice(1));
  }
  return Object.keys(records).filter((file) => removableWhenUnnamed(file) && !named.has(file));
}

/**
 * Removes from a build (and its records) the pictures and documents no file of it names,
 * with their compressed copies; returns what it removed. Only the new build's own links go:
 * a file it shares with a kept build stays there.
 */
export async function removeUnnamedFiles(args: {
  siteDir: string;
  compressedDir: string;
  records: FileRecords;
}): Promise<string[]> {
  const unnamed = unnamedFiles(args.records);
  await inTurn(unnamed, 64, async (file) => {
    await rm(join(args.siteDir, file), { force: true });
    for (const copy of copiesOf(file)) await rm(join(args.compressedDir, copy), { force: true });
    delete args.records[file];
  });
  return unnamed;
}
