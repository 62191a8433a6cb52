// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeEntry } from '../../src/lib/members/notice-entry.ts';
import { noticeSchema } from '../../src/lib/schemas/notices.ts';
import { fakeFetch, ok } from './support/fake-fetch.ts';

// Member pages put provider file names into hrefs, iframes and images. Like the public pages
// they must only ever let a web address through (issue 15, point 5): with an empty mediaPath
// a `javascript:` name would otherwise reach the page as it is.

const hostile = [
  ['a script address', 'javascript:alert(document.cookie)'],
  ['a script address in capitals, padded', '  JavaScript:alert(1)'],
  ['a data address', 'data:text/html,<script>alert(1)</script>'],
  ['an address of another scheme', 'vbscript:msgbox(1)'],
  ['a protocol-relative address', '//evil.example/x.pdf'],
] as const;

/** Fresh store modules (a new page load) of a signed-in member, with fetch faked. */
async function signedInPage(reply: Response) {
  vi.resetModules();
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('access_token', 'token-123');
  vi.stubGlobal('fetch', fakeFetch(reply).fetch);
}

/** A store's settled value (it starts loading when its module loads). */
async function settled<T>(store: { get(): T }): Promise<T> {
  await vi.waitFor(() => expect((store.get() as { status: string }).status).not.toBe('loading'));
  return store.get();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe.each(hostile)('a member attachment named %s', (_, name) => {
  it('is no link on the notice board', () => {
    const notice = v.parse(noticeSchema, { _id: 'n1', title: 'AGM', attachment: name });
    expect(noticeEntry(notice, '').attachmentUrl).toBeNull();
  });

  it('is no frame or link on an election document page', async () => {
    await signedInPage(ok({ content: { title: 'Rules', attachment: name }, mediaPath: '' }));
    const { electionDocument } = await import('../../src/stores/election.ts');
    expect(await settled(electionDocument('rules'))).toEqual({
      status: 'ready',
      data: { title: 'Rules', attachmentUrl: null },
    });
  });

  it('is no link on the profile update page', async () => {
    await signedInPage(ok({ profileUpdateForm: name, mediaPath: '' }));
    const { $profileForm } = await import('../../src/stores/profile-form.ts');
    expect(await settled($profileForm)).toEqual({ status: 'ready', data: null });
  });

  it('is no picture of a board member or candidate', async () => {
    const person = { name: 'A', image: name, clubAcNo: 'BC-1', layer: 1 };
    await signedInPage(
      ok({ board: { boardMembers: [person] }, candidates: [person], mediaPath: '' }),
    );
    const { electionBoard, candidateList } = await import('../../src/stores/election.ts');
    const board = await settled(electionBoard('Election Board'));
    const candidates = await settled(candidateList('President'));
    expect(board.status === 'ready' && board.data.heads[0]?.imageUrl).toBeNull();
    expect(candidates.status === 'ready' && candidates.data[0]?.imageUrl).toBeNull();
  });
});

describe('a member attachment with a web address', () => {
  it.each([
    [
      'under mediaPath',
      'docs/rules.pdf',
      'https://media.example/',
      'https://media.example/docs/rules.pdf',
    ],
    ['absolute', 'https://media.example/a.pdf', '', 'https://media.example/a.pdf'],
    ['a site path', '/web/media/a.pdf', '', '/web/media/a.pdf'],
  ])('keeps its link when %s', (_, attachment, mediaPath, expected) => {
    const notice = v.parse(noticeSchema, { _id: 'n1', title: 'AGM', attachment });
    expect(noticeEntry(notice, mediaPath).attachmentUrl).toBe(expected);
  });
});
