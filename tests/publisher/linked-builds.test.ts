import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processFiles } from '../../publisher/publish/file-records.ts';
import { stepCall } from '../../publisher/publish/file-steps.ts';
import { listFiles } from '../../integrations/files.ts';
import { linkTree, replaceFile } from '../../publisher/files/linked-trees.ts';
import { createPauseSwitch } from '../../publisher/files/pause-switch.ts';
import { BROTLI_QUALITY } from '../../publisher/publish/compressed-copies.ts';

// A content-only rebuild starts as hard links to the live build's files (two builds share
// the bytes of what did not change); what changed is written as new files, so the live
// build never changes under its visitors; and the publisher reads only those new files.

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'linked-builds-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function site(dir: string, files: Record<string, string>): Promise<string> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

const live = {
  'index.html': '<h1>Home</h1>',
  'news/index.html': '<h1>News</h1>',
  'news-details/nw1/index.html': '<h1>Sports Day</h1>',
  'pagefind/fragment/en_1.pf_fragment': 'index part',
  'sitemap-0.xml': '<urlset></urlset>',
};

describe('linkTree', () => {
  it('makes every file a hard link to the same bytes, leaving out the top-level names asked', async () => {
    const from = await site(join(root, 'live'), live);
    const to = join(root, 'next');
    const count = await linkTree(from, to, /^(pagefind|sitemap-.*)$/);
    expect(count).toBe(3);
    expect(await listFiles(to)).toEqual([
      'index.html',
      'news-details/nw1/index.html',
      'news/index.html',
    ]);
    for (const file of await listFiles(to)) {
      const [a, b] = await Promise.all([stat(join(from, file)), stat(join(to, file))]);
      expect(b.ino, file).toBe(a.ino);
    }
  });

  it('links a tree of thousands of folders (every page in a folder of its own)', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 3000 }, (_, n) => [`news-details/n${n}/index.html`, `story ${n}`]),
    );
    const from = await site(join(root, 'live'), many);
    expect(await linkTree(from, join(root, 'next'))).toBe(3000);
    expect(await readFile(join(root, 'next/news-details/n2999/index.html'), 'utf8')).toBe(
      'story 2999',
    );
  });

  it.each([
    ['in a worker thread', {}],
    ['in idle time, in a child process of the lowest priority', { idle: true }],
  ])('links %s, and fails on a tree it cannot read', async (_, options) => {
    const from = await site(join(root, 'live'), live);
    expect(await linkTree(from, join(root, 'next'), /^pagefind$/, options)).toBe(4);
    const [a, b] = await Promise.all([
      stat(join(from, 'news/index.html')),
      stat(join(root, 'next/news/index.html')),
    ]);
    expect(b.ino).toBe(a.ino);
    await expect(
      linkTree(join(root, 'missing'), join(root, 'other'), null, options),
    ).rejects.toThrow(/ENOENT|no such file/);
  });
});

describe('linking in idle time gives way to a change check', () => {
  it('stops linking while the pause switch is held, and finishes once it is let go', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 2000 }, (_, n) => [`news/n${n}.html`, `story ${n}`]),
    );
    const from = await site(join(root, 'live'), many);
    const to = join(root, 'next');
    const pause = createPauseSwitch();
    let letGo!: () => void;
    const check = pause.during(() => new Promise<void>((done) => (letGo = done)));
    let finished = false;
    const linking = linkTree(from, to, null, { idle: true, pause }).then((count) => {
      finished = true;
      return count;
    });
    // Once the child has begun (a batch may be linked before it reads the pause), it waits.
    const linked = async () => (await listFiles(to).catch(() => [])).length;
    for (let waited = 0; (await linked()) === 0 && waited < 20_000; waited += 50)
      await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => setTimeout(done, 500));
    expect(finished).toBe(false);
    expect(await linked()).toBeLessThan(2000);
    letGo();
    await check;
    expect(await linking).toBe(2000);
  });
});

describe('createPauseSwitch', () => {
  it.each([
    ['one check', [false]],
    ['two overlapping checks', [false, false]],
    ['a check that fails beside one that does not', [true, false]],
  ])('is held from the first hold until the last ends (%s)', async (_, failing) => {
    const pause = createPauseSwitch();
    const told: boolean[] = [];
    pause.onChange((paused) => told.push(paused));
    const ends: (() => void)[] = [];
    const works = failing.map((fails) =>
      pause
        .during(
          () =>
            new Promise<void>((done, fail) =>
              ends.push(() => (fails ? fail(new Error('no answer')) : done())),
            ),
        )
        .catch(() => undefined),
    );
    expect(pause.paused).toBe(true);
    for (const end of ends) {
      expect(pause.paused).toBe(true);
      end();
      await Promise.resolve();
    }
    await Promise.all(works);
    expect(pause.paused).toBe(false);
    expect(told).toEqual([true, false]);
  });
});

describe('replaceFile', () => {
  it('writes a changed page as a new file: the build it was linked from keeps its bytes', async () => {
    const from = await site(join(root, 'live'), live);
    const to = join(root, 'next');
    await linkTree(from, to);
    await replaceFile(join(to, 'news/index.html'), '<h1>News, edited</h1>');
    expect(await readFile(join(from, 'news/index.html'), 'utf8')).toBe('<h1>News</h1>');
    expect(await readFile(join(to, 'news/index.html'), 'utf8')).toBe('<h1>News, edited</h1>');
    await replaceFile(join(to, 'news-details/nw2/index.html'), '<h1>New story</h1>');
    expect(await readFile(join(to, 'news-details/nw2/index.html'), 'utf8')).toBe(
      '<h1>New story</h1>',
    );
  });
});

describe('the publisher reads only what a linked build changed', () => {
  const calls = [stepCall('links', { siteUrl: 'http://club.test' })];
  const run = async (dir: string, previous: Awaited<ReturnType<typeof processFiles>> | null) =>
    processFiles({
      siteDir: dir,
      files: await listFiles(dir),
      compressedDir: join(dir, '..', 'compressed'),
      calls,
      previous: previous && {
        records: previous.records,
        compressedDir: join(dir, '..', 'compressed'),
      },
    });

  it('takes the hash of a file that is the previous build’s own, and reads every other', async () => {
    const from = await site(join(root, 'live', 'site'), live);
    const first = await run(from, null);
    expect(first.stats.unread).toBe(0);
    const to = join(root, 'next', 'site');
    await linkTree(from, to);
    await replaceFile(join(to, 'news/index.html'), '<h1>News, edited</h1>');
    const second = await run(to, first);
    expect(second.stats.unread).toBe(Object.keys(live).length - 1);
    expect(second.records['news/index.html']!.hash).not.toBe(
      first.records['news/index.html']!.hash,
    );
    expect(second.records['index.html']!.hash).toBe(first.records['index.html']!.hash);
  });

  it('reads a shared file again when it was changed in place since it was hashed', async () => {
    const from = await site(join(root, 'live', 'site'), live);
    const first = await run(from, null);
    const to = join(root, 'next', 'site');
    await linkTree(from, to);
    // Written into, not replaced: the same inode, a new modification time.
    await writeFile(join(to, 'index.html'), '<h1>Home, changed in place</h1>');
    const later = new Date(Date.now() + 5000);
    await utimes(join(to, 'index.html'), later, later);
    const second = await run(to, first);
    expect(second.records['index.html']!.hash).not.toBe(first.records['index.html']!.hash);
  });

  it('takes compressed copies linked in idle time as they are, and replaces or removes the rest', async () => {
    const big = (title: string) => `<h1>${title}</h1>${'<p>Club news. </p>'.repeat(200)}`;
    const pages = {
      'index.html': big('Home'),
      'news/index.html': big('News'),
      'old/index.html': big('Old'),
    };
    const compress = [stepCall('compress', BROTLI_QUALITY)];
    const from = await site(join(root, 'live', 'site'), pages);
    const liveCopies = join(root, 'live', 'compressed');
    const first = await processFiles({
      siteDir: from,
      files: await listFiles(from),
      compressedDir: liveCopies,
      calls: compress,
      previous: null,
    });
    const brBefore = await readFile(join(liveCopies, 'news/index.html.br'));
    // The next build and its copies start as links to the live build's.
    const to = join(root, 'next', 'site');
    const copies = join(root, 'next', 'compressed');
    await linkTree(from, to);
    await linkTree(liveCopies, copies);
    await replaceFile(join(to, 'news/index.html'), big('News, edited'));
    await rm(join(to, 'old'), { recursive: true });
    await processFiles({
      siteDir: to,
      files: await listFiles(to),
      compressedDir: copies,
      calls: compress,
      previous: { records: first.records, compressedDir: liveCopies, linked: true },
    });
    // Kept: the same inode. Changed: a new file, the live copy untouched. Gone: removed.
    const [liveHome, nextHome] = await Promise.all([
      stat(join(liveCopies, 'index.html.br')),
      stat(join(copies, 'index.html.br')),
    ]);
    expect(nextHome.ino).toBe(liveHome.ino);
    expect(await readFile(join(liveCopies, 'news/index.html.br'))).toEqual(brBefore);
    const edited = brotliDecompressSync(await readFile(join(copies, 'news/index.html.br')));
    expect(edited.toString()).toContain('News, edited');
    await expect(stat(join(copies, 'old/index.html.br'))).rejects.toThrow(/ENOENT/);
    await expect(stat(join(copies, 'old/index.html.gz'))).rejects.toThrow(/ENOENT/);
  });
});
