import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  processFiles,
  readFileRecords,
  writeFileRecords,
  type FileRecords,
} from '../../publisher/publish/file-records.ts';
import { stepCall } from '../../publisher/publish/file-steps.ts';
import { listFiles } from '../../integrations/files.ts';
import { BROTLI_QUALITY } from '../../publisher/publish/compressed-copies.ts';

// The per-file work of a publish is done for changed files only: identical files take the
// previous build's results and compressed copies.

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'file-results-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const page = (title: string, links: string[]) =>
  `<!doctype html><title>${title}</title>${links.map((href) => `<a href="${href}">x</a>`).join('')}<p>${'Club news. '.repeat(200)}</p>`;

async function build(name: string, pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(dirname(join(root, name, 'site', file)), { recursive: true });
    await writeFile(join(root, name, 'site', file), html);
  }
  return { site: join(root, name, 'site'), compressed: join(root, name, 'compressed') };
}

const calls = [
  stepCall('links', { siteUrl: 'http://club.test' }),
  stepCall('memberData', { attachments: [] }),
  stepCall('compress', BROTLI_QUALITY),
];

async function run(
  dirs: { site: string; compressed: string },
  previous: { records: FileRecords; compressedDir: string } | null,
) {
  return processFiles({
    siteDir: dirs.site,
    files: await listFiles(dirs.site),
    compressedDir: dirs.compressed,
    calls,
    previous,
  });
}

describe('per-file publish work', () => {
  const pages = (count: number, changed = -1) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, n) => [
        `news-details/n${n}/index.html`,
        page(n === changed ? `Story ${n} (edited)` : `Story ${n}`, [
          '/',
          `/news-details/n${n + 1}/`,
        ]),
      ]),
    );

  it('works on the one changed file and takes the rest from the previous build', async () => {
    const first = await build('one', pages(40));
    const before = await run(first, null);
    expect(before.stats).toMatchObject({ files: 40, worked: 40, reused: 0 });

    const second = await build('two', pages(40, 7));
    const after = await run(second, { records: before.records, compressedDir: first.compressed });
    expect(after.stats).toMatchObject({ files: 40, worked: 1, computed: 3, reused: 39 * 3 });
    // An unchanged file's copies are the previous build's bytes, linked, not made again.
    const same = 'news-details/n3/index.html.br';
    expect((await stat(join(second.compressed, same))).ino).toBe(
      (await stat(join(first.compressed, same))).ino,
    );
    const edited = 'news-details/n7/index.html';
    const copy = await readFile(join(second.compressed, `${edited}.br`));
    expect(brotliDecompressSync(copy).toString()).toContain('Story 7 (edited)');
    expect(after.records[edited]!.steps.links!.value).toEqual(['/', '/news-details/n8/']);
  });

  it('runs a step again on every file when its inputs change', async () => {
    const first = await build('one', pages(30));
    const before = await run(first, null);
    const again = await processFiles({
      siteDir: first.site,
      files: await listFiles(first.site),
      compressedDir: join(root, 'one', 'compressed-2'),
      calls: [stepCall('memberData', { attachments: ['docs/contacts.pdf'] })],
      previous: { records: before.records, compressedDir: first.compressed },
    });
    expect(again.stats).toMatchObject({ worked: 30, computed: 30, reused: 0 });
  });

  it("keeps a build's file results on disk, each link string once, and reads them back", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'file-records-'));
    const links = ['/', '/news/', '/contact'];
    const records: FileRecords = {
      'index.html': { hash: 'a', size: 10, steps: { links: { inputs: 'i', value: links } } },
      'news/index.html': {
        hash: 'b',
        size: 20,
        steps: {
          links: { inputs: 'i', value: [...links].reverse() },
          memberData: { inputs: 'm', value: { magazines: 2, problems: [] } },
        },
      },
    };
    await mkdir(join(dir, 'a'));
    await mkdir(join(dir, 'b'));
    await writeFileRecords(join(dir, 'a'), records);
    // Another build written since: the first is read back from its file.
    await writeFileRecords(join(dir, 'b'), {});
    const text = await readFile(join(dir, 'a', 'files.json'), 'utf8');
    expect(text.match(/"\/news\/"/g)).toHaveLength(1);
    expect(await readFileRecords(join(dir, 'a'))).toEqual(records);
    await rm(dir, { recursive: true, force: true });
  });
});
