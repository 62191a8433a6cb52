import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/open.ts';

// Issue 56: a member document is reached only through the members' route. On a
// case-insensitive disk `/web/media/Members/…` names the same file as `members/…` while the
// public route's check saw another folder; a link to the folder is the same alias on any disk
// (here standing in for the case-insensitive one).

let mediaDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'club-member-files-'));
  await mkdir(join(mediaDir, 'members'));
  await writeFile(join(mediaDir, 'members', 'minutes.pdf'), '%PDF-1.4 members only');
  await writeFile(join(mediaDir, 'open.pdf'), '%PDF-1.4 for everyone');
  await symlink(join(mediaDir, 'members'), join(mediaDir, 'Members'));
  app = createApp({
    db: openDatabase(':memory:'),
    mediaDir,
    publicOrigin: 'http://api.test',
    smsSender: { send: async () => {} },
  });
});

afterAll(() => rm(mediaDir, { recursive: true, force: true }));

it('keeps member documents off the public media route under another name', async () => {
  for (const path of ['/web/media/Members/minutes.pdf', '/web/uploads/Members/minutes.pdf']) {
    const answer = await app.request(`http://api.test${path}`);
    expect(answer.status, path).toBe(404);
    expect(await answer.text(), path).not.toContain('members only');
  }
  // The members' route still asks for a member.
  expect((await app.request('http://api.test/web/media/members/minutes.pdf')).status).toBe(401);
  expect((await app.request('http://api.test/web/media/open.pdf')).status).toBe(200);
});
