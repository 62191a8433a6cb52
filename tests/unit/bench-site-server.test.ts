import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveSite, type SiteServer } from '../../bench/site-server.ts';

// The bench measures each member page beside a ceiling (and a floor) it writes into the served
// site once the page has loaded there. Served whole, a 20 KB ceiling weighed 20 KB on the
// simulated phone's network where its page's HTML weighed its compressed size.

let dir: string;
let server: SiteServer | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  await writeFile(
    join(dir, 'index.html'),
    `<h1>Banyan Club</h1>${'<p>News of the club</p>'.repeat(200)}`,
  );
});
afterEach(async () => {
  await server?.close();
  server = null;
  await rm(dir, { recursive: true, force: true });
});

const fetchBrotli = (path: string) =>
  fetch(server!.origin + path, { headers: { 'accept-encoding': 'br' } });

describe("the bench's site server", () => {
  it('serves the built files compressed, as the publish server does', async () => {
    server = await serveSite(dir, 0);
    const answer = await fetchBrotli('/index.html');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toContain('<h1>Banyan Club</h1>');
  });

  it('serves a ceiling written after it started compressed too, once asked to', async () => {
    server = await serveSite(dir, 0);
    const ceiling = `<main>${'<p class="notice-entry__preview">AGM on Friday</p>'.repeat(300)}</main>`;
    await mkdir(join(dir, '__ceiling'));
    await writeFile(join(dir, '__ceiling/member-notice-list.html'), ceiling);
    // Before: the whole file, as the bench measured the member ceilings until 2026-11-27.
    expect(
      (await fetchBrotli('/__ceiling/member-notice-list.html')).headers.get('content-encoding'),
    ).toBeNull();
    expect(await server.compressNewFiles()).toBe(1);
    const answer = await fetchBrotli('/__ceiling/member-notice-list.html');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toBe(ceiling);
    expect(await server.compressNewFiles()).toBe(0);
  });
});
