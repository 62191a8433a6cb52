import { copyFile, link, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** File types worth compressing (images and fonts are compressed already). */
export const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.ics',
  '.webmanifest',
]);
const MIN_BYTES = 1024;

/** A build and its precompressed copies. */
export interface CompressedBuild {
  siteDir: string;
  compressedDir: string;
}

async function reuse(from: string, to: string): Promise<boolean> {
  try {
    // Builds are never changed in place, so the copies can share their bytes.
    await link(from, to).catch(() => copyFile(from, to));
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a brotli (best ratio) and a gzip copy of every compressible file into `outDir`
 * (<file>.br, <file>.gz), once at publish time, so the server never compresses a request.
 * A file identical to the previous build's takes that build's copies instead.
 */
export async function precompress(
  siteDir: string,
  files: string[],
  outDir: string,
  previous: CompressedBuild | null = null,
): Promise<{ compressed: number; reused: number }> {
  const count = { compressed: 0, reused: 0 };
  for (const file of files) {
    if (!compressible.has(extname(file).toLowerCase())) continue;
    if ((await stat(join(siteDir, file))).size < MIN_BYTES) continue;
    const raw = await readFile(join(siteDir, file));
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    if (previous) {
      const before = await readFile(join(previous.siteDir, file)).catch(() => null);
      const earlier = join(previous.compressedDir, file);
      if (
        before?.equals(raw) &&
        (await reuse(`${earlier}.br`, `${target}.br`)) &&
        (await reuse(`${earlier}.gz`, `${target}.gz`))
      ) {
        count.reused++;
        continue;
      }
    }
    const size = { [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
    await writeFile(`${target}.br`, await brotli(raw, { params: size }));
    await writeFile(`${target}.gz`, await gz(raw, { level: 9 }));
    count.compressed++;
  }
  return count;
}
