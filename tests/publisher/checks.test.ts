import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkApiFailures } from '../../publisher/publish/checks/api-failures.ts';
import {
  checkInternalLinks,
  internalPath,
  linksIn,
  scanInternalLinks,
} from '../../publisher/publish/checks/internal-links.ts';
import { checkMemberData, contactAttachments } from '../../publisher/publish/checks/member-data.ts';
import { checkPageCount } from '../../publisher/publish/checks/page-count.ts';
import { checkRecords } from '../../publisher/publish/checks/records.ts';
import { processFiles, type FileRecords } from '../../publisher/publish/file-records.ts';
import { stepCall, type ValueOf } from '../../publisher/publish/file-steps.ts';
import { listFiles } from '../../integrations/files.ts';
import type { FetchRecord } from '../../publisher/build/contract.ts';
import { stateDir } from './fake-site.ts';

let dir: string;
const write = async (file: string, text: string) => {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), text);
};

beforeEach(async () => {
  dir = await stateDir();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The files of `dir` through the publisher's per-file steps, as a publish runs them. */
async function filesOf(attachments: string[] = []) {
  const { records } = await processFiles({
    siteDir: dir,
    files: await listFiles(dir),
    compressedDir: join(dir, '..', 'compressed'),
    calls: [
      stepCall('links', { siteUrl: 'http://club.test' }),
      stepCall('memberData', { attachments }),
    ],
    previous: null,
  });
  return records;
}

function stepResults<N extends 'links' | 'memberData'>(records: FileRecords, name: N) {
  return Object.entries(records).flatMap(([file, record]) =>
    record.steps[name] ? [[file, record.steps[name].value as ValueOf<N>] as const] : [],
  );
}

const memberCheck = async (attachments: string[]) =>
  checkMemberData(
    stepResults(await filesOf(attachments), 'memberData').map(([, found]) => found),
    attachments,
  );

const contactCall = (attachment: string): FetchRecord => ({
  method: 'GET',
  url: 'http://api.test/web/bc-member/v1/club/contact-us/get',
  status: 200,
  sha256: 'x',
  body: JSON.stringify({
    error: false,
    message: 'Success',
    data: {
      contactUs: { email: 'a@b.c', mobile: '1', address: 'Dhaka', attachment },
      mediaPath: 'http://api.test/web/media/',
    },
  }),
});

describe('page count check', () => {
  it.each([
    [100, 90, null, false, true],
    [89, 100, false, false, false],
    [90, 100, false, false, true],
    [50, 100, true, true, true],
    [0, null, false, false, false],
  ])('%i pages against a live %s (forced %s)', (pages, live, force, _, ok) => {
    expect(checkPageCount(pages, live as number | null, Boolean(force)).ok).toBe(ok);
  });
});

describe('every record built (safety stop) check', () => {
  it.each([
    // built, total, forced, ok, said
    [null, null, false, true, 'Every list was read to its last page.'],
    [95_000, 100_000, false, true, 'news/list: 95000 of 100000 records (5 % not built)'],
    [100_000, 150_000, false, false, 'More than 10 % of a list would be missing'],
    [100_000, 150_000, true, true, 'Accepted because the build was forced.'],
    [100_000, null, false, true, 'news/list: 100000 of at least 100001 records'],
  ])('%s of %s records (forced %s)', (built, total, force, ok, said) => {
    const stops = built === null ? [] : [{ list: 'news/list', built, total }];
    const check = checkRecords(stops, force);
    expect(check.ok).toBe(ok);
    expect(check.detail).toContain(said);
  });
});

describe('internal links check', () => {
  it('reads links from HTML attributes, srcset, JSON data and the sitemap', () => {
    const html =
      '<a href="/news/?page=2#top">x</a><img srcset="/a.webp 1x, /b.webp 2x" src="/c.png">';
    expect(linksIn('index.html', html)).toEqual([
      '/news/?page=2#top',
      '/a.webp',
      '/b.webp',
      '/c.png',
    ]);
    expect(
      linksIn('data/news/2.json', '[{"href":"/news-details/n1","src":"\\/_astro\\/x.webp"}]'),
    ).toEqual(['/news-details/n1', '/_astro/x.webp']);
    // A Load More page's cards, as the build writes their HTML (< escaped).
    const card = '<li><img srcset="/_astro/a.webp 400w, /_astro/b.webp 800w"><a href="/n/2">x</a>';
    expect(
      linksIn('data/news/2.json', JSON.stringify({ news: [{ _id: 'n2', html: card }] })),
    ).toEqual(['/_astro/a.webp', '/_astro/b.webp', '/n/2']);
    expect(
      linksIn('data/gallery/2.json', '{"albums":[{"html":"\\u003ca href=\\"/g/2\\"\\u003e"}]}'),
    ).toEqual(['/g/2']);
    expect(linksIn('sitemap-0.xml', '<loc>http://club.test/news/</loc>')).toEqual([
      'http://club.test/news/',
    ]);
  });

  it('keeps site paths and leaves out other origins, mail and anchors', () => {
    const page = new URL('http://club.test/news/');
    expect(internalPath('n1/', page)).toBe('/news/n1/');
    expect(internalPath('http://club.test/a%20b', page)).toBe('/a b');
    for (const link of [
      'https://other.test/',
      'mailto:a@b.c',
      'tel:123',
      '#main',
      'javascript:void 0',
    ])
      expect(internalPath(link, page)).toBeNull();
  });

  it('resolves files, index pages and member shells, and names what is broken', async () => {
    await write(
      'index.html',
      '<a href="/news/">n</a><a href="/billing/invoice/77">i</a><a href="/gone">g</a>',
    );
    await write(
      'news/index.html',
      '<a href="/">home</a><link rel="canonical" href="http://club.test/news/">',
    );
    await write('billing/invoice/index.html', 'shell');
    const scan = await scanInternalLinks(dir, stepResults(await filesOf(), 'links'));
    expect(scan.broken).toEqual([{ path: '/gone', page: '/' }]);
    expect(checkInternalLinks(scan, null).ok).toBe(true);
    expect(checkInternalLinks(scan, ['/gone']).ok).toBe(true);
    const refused = checkInternalLinks(scan, []);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('/gone (on /)');
  });
});

describe('member-only data check', () => {
  it("finds the contact attachment from the build's own contact call", () => {
    expect(contactAttachments([contactCall('docs/contacts.pdf')])).toEqual([
      'docs/contacts.pdf',
      'http://api.test/web/media/docs/contacts.pdf',
    ]);
    expect(contactAttachments([contactCall('')])).toEqual([]);
    expect(contactAttachments([])).toEqual([]);
  });

  it('passes Magazine covers and refuses other publication types', async () => {
    await write('publications/index.html', '<span class="publication__type">Magazine</span>');
    expect(await memberCheck([])).toMatchObject({ ok: true });
    await write('index.html', '<span class="publication__type">Annual Report</span>');
    const refused = await memberCheck([]);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('"Annual Report" publication on /index.html');
  });

  it("passes the blank cover of the members' covers' template", async () => {
    await write(
      'publications/index.html',
      '<template><span class="publication__type" data-fill-text="{type}"></span></template>',
    );
    expect(await memberCheck([])).toMatchObject({ ok: true });
  });

  it('refuses a build where the contact attachment appears, by name or URL', async () => {
    const attachments = contactAttachments([contactCall('docs/contacts.pdf')]);
    await write('index.html', '<p>Contact us</p>');
    expect((await memberCheck(attachments)).ok).toBe(true);
    await write('_astro/contact.js', 'open("http://api.test/web/media/docs/contacts.pdf")');
    const refused = await memberCheck(attachments);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('/_astro/contact.js');
  });
});

// Pages crafted to slip past the regular expressions that read pages before the parser: the
// checks read them as the browser does.
describe('internal links check, on pages crafted to slip past a regular expression', () => {
  it.each([
    ['an unquoted href', '<a href=/gone>g</a>', '/gone'],
    ['a tag and attribute in capitals, unquoted', '<A HREF=/gone>g</A>', '/gone'],
    ['an href written with an entity', '<a href="/gon&#101;">g</a>', '/gone'],
    ['an unquoted srcset', '<img srcset=/gone.webp alt="">', '/gone.webp'],
  ])('finds the broken link of %s', async (_, html, path) => {
    await write('index.html', `<a href="/">home</a>${html}`);
    const scan = await scanInternalLinks(dir, stepResults(await filesOf(), 'links'));
    expect(scan.broken).toEqual([{ path, page: '/' }]);
    expect(checkInternalLinks(scan, []).ok).toBe(false);
  });

  it.each([
    ['in an attribute value', `<a title="see href='/gone'" href="/">x</a>`],
    ['in a comment', '<!-- <a href="/gone">old</a> --><a href="/">x</a>'],
    ['in a script', '<script>const a = \' href="/gone"\';</script><a href="/">x</a>'],
  ])('finds no link written as text %s', (_, html) => {
    expect(linksIn('index.html', html)).toEqual(['/']);
  });
});

describe('member-only data check, on pages crafted to slip past a regular expression', () => {
  it.each([
    ['a comment before the type', '<span class="publication__type"><!-- -->Annual Report</span>'],
    [
      'the type inside another element',
      '<span class="publication__type"><b>Annual Report</b></span>',
    ],
    ['the class in single quotes', "<span class='publication__type'>Annual Report</span>"],
    ['the class unquoted', '<span class=publication__type>Annual Report</span>'],
    ['the class among others', '<span class="card publication__type">Annual Report</span>'],
  ])('refuses another publication type with %s', async (_, html) => {
    await write('publications/index.html', html);
    const refused = await memberCheck([]);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('"Annual Report" publication on /publications/index.html');
  });

  it.each([
    ['an entity in its link', '<a href="http://api.test/web/media/docs&#47;contacts.pdf">PDF</a>'],
    ['entities in its name as text', '<p>docs&#x2F;contacts&period;pdf</p>'],
  ])('refuses the contact attachment written with %s', async (_, html) => {
    const attachments = contactAttachments([contactCall('docs/contacts.pdf')]);
    await write('contact/index.html', html);
    const refused = await memberCheck(attachments);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('the contact attachment in /contact/index.html');
  });
});

describe('API answers check', () => {
  const call = (url: string, failure?: string): FetchRecord => ({
    method: 'GET',
    url,
    status: failure ? 503 : 200,
    sha256: '',
    failure,
  });

  it('forgives a failure a retry repaired, not one that stayed', () => {
    expect(checkApiFailures([], [call('/a', 'HTTP 503'), call('/a')]).ok).toBe(true);
    const refused = checkApiFailures([], [call('/a'), call('/b', 'HTTP 503')]);
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain('HTTP 503 (GET /b)');
  });

  it('refuses content the build logged as unavailable', () => {
    expect(checkApiFailures(['news/list unavailable: Server error'], []).detail).toContain(
      'news/list unavailable',
    );
  });
});
