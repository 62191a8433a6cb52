import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS } from '../../api/auth/file-links.ts';
import { CACHE_TTL_MS } from '../../src/lib/constants/timing.ts';
import { ORIGIN, startStandIn, type StandInHarness } from './stand-in.ts';

// Issue 15 point 12: member documents only with a member's token or a short-lived signed
// link, at names no one can guess; the Magazine stays public.

let api: StandInHarness;
let token: string;
beforeAll(async () => {
  api = await startStandIn();
  token = await api.signIn();
});
const later = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

/** mediaPath and a relative path joined with exactly one '/' (the contract's rule). */
const joinMedia = (mediaPath: string, relative: string) =>
  `${mediaPath.replace(/\/+$/, '')}/${relative.replace(/^\/+/, '')}`;

/** Every member document a member's answers link to: [what, mediaPath, attachment]. */
async function memberDocuments(): Promise<[string, string, string][]> {
  const get = async (path: string) => (await api.call(path, { token })).body.data;
  const notices = await get('notice-list?page=1&searchKey=&size=5');
  const circulars = await get('club/circular/list?page=1&searchKey=&size=10&showInactive=yes');
  const publications = await get('club/publication/get?page=1&searchKey=&size=100');
  const contact = await get('club/contact-us/get');
  const form = await get('member-profile-update-from/get');
  const documents: [string, string, string][] = [
    ['a notice', notices.mediaPath, notices.noticePage.notices[0].attachment],
    ['a circular', circulars.mediaPath, circulars.circularPage.circular[0].attachment],
    [
      'a non-Magazine publication',
      publications.mediaPath,
      publications.publicationPage.publications.find(
        (item: { type: string }) => item.type !== 'Magazine',
      ).attachment,
    ],
    ['the contacts directory', contact.mediaPath, contact.contactUs.attachment],
    ['the profile form', form.mediaPath, form.profileUpdateForm],
  ];
  for (const name of ['code-of-conduct', 'rules', 'schedule', 'final-result']) {
    const election = await get(`election/election-${name}/get`);
    documents.push([`election ${name}`, election.mediaPath, election.content.attachment]);
  }
  return documents;
}

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  api.app.request(url, { headers });

describe('member documents', () => {
  it('are signed links at unguessable names that open for the member', async () => {
    for (const [what, mediaPath, attachment] of await memberDocuments()) {
      expect(attachment, what).toMatch(
        /^members\/[0-9a-f]{32}\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]{43}$/,
      );
      const response = await fetchFile(joinMedia(mediaPath, attachment));
      expect(response.status, what).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toMatch(/^private/);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it("refuse a visitor's direct request, a forged or borrowed signature, and open with a token", async () => {
    for (const [what, mediaPath, attachment] of await memberDocuments()) {
      const [file, query] = joinMedia(mediaPath, attachment).split('?') as [string, string];
      const bare = await fetchFile(file);
      expect(bare.status, what).toBe(401);
      expect((await bare.json()).message).toBe('This document is for members. Please log in.');
      const forged = query.replace(/signature=./, (match) =>
        match.endsWith('A') ? match.slice(0, -1) + 'B' : match.slice(0, -1) + 'A',
      );
      expect((await fetchFile(`${file}?${forged}`)).status, what).toBe(401);
      const longer = query.replace(/expires=(\d+)/, (_, ms) => `expires=${Number(ms) + 3600_000}`);
      expect((await fetchFile(`${file}?${longer}`)).status, what).toBe(401);
      const withToken = await fetchFile(file, { authorization: `Bearer ${token}` });
      expect(withToken.status, what).toBe(200);
    }
  });

  it('links live longer than the site keeps an answer, then expire with a message', async () => {
    expect(LINK_LIFETIME_MS).toBeGreaterThanOrEqual(6 * CACHE_TTL_MS);
    const [, mediaPath, attachment] = (await memberDocuments())[0]!;
    const url = joinMedia(mediaPath, attachment);
    const issued = api.clock.now;
    later(LINK_LIFETIME_MS - 1000);
    expect((await fetchFile(url)).status).toBe(200);
    later(11 * 60_000); // past the 10-minute rounding of the expiry
    const expired = await fetchFile(url);
    expect(expired.status).toBe(403);
    expect((await expired.json()).message).toMatch(
      /^This link has expired\. Please reload the page/,
    );
    api.clock.now = issued;
  });

  it('are never served by the open media routes or the image proxy', async () => {
    const [, , attachment] = (await memberDocuments())[0]!;
    const name = attachment.split('?')[0]!;
    const folder = name.split('/')[1];
    for (const path of [
      `/web/media/docs/..%2f${name}`,
      `/web/media/docs/..%2F..%2Fmedia%2F${name}`,
      `/web/media/%6Dembers/${folder}/${name.split('/')[2]}`,
      `/web/uploads/${name}`,
      `/web/uploads/..%2f${name}`,
    ]) {
      const response = await fetchFile(`${ORIGIN}${path}`);
      expect([401, 404], path).toContain(response.status);
    }
    const proxied = await api.call(
      `image-proxy?url=${encodeURIComponent(`${ORIGIN}/web/media/${name}`)}`,
      { token },
    );
    expect(proxied.status).toBe(404);
  });

  it('keep the Magazine public: a visitor opens it at its plain address', async () => {
    const visitor = (await api.call('club/publication/get?page=1&searchKey=&size=100')).body.data;
    const magazine = visitor.publicationPage.publications[0];
    expect(magazine.type).toBe('Magazine');
    expect(magazine.attachment).toMatch(/^docs\/publication-\d+\.pdf$/);
    const response = await fetchFile(joinMedia(visitor.mediaPath, magazine.attachment));
    expect(response.status).toBe(200);
  });
});
