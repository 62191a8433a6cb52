import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { breaches, measurePageWeights, weightTable } from '../../scripts/check-page-weight.ts';
import { inlineParts } from '../../integrations/csp.ts';
import { elementsNamed, parsePage } from '../../integrations/html/parsed-page.ts';
import {
  PUBLICATIONS_SIZE,
  VISITOR_PUBLICATION_TYPE,
} from '../../src/lib/constants/public-area.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { memberShellFor } from '../../src/lib/member-shells.ts';
import { contactDataSchema } from '../../src/lib/schemas/club-pages.ts';
import { publicationListDataSchema } from '../../src/lib/schemas/publications.ts';
import { apiData, memberToken } from './public-pages-support.ts';
import { documentPath } from './fixtures.ts';

// Scans of the build the browser tests run against (Playwright's web server builds it into
// SITE_OUT_DIR, default dist/): what must never be in a public static site.

const root = resolve(process.env.SITE_OUT_DIR ?? 'dist');
let listed: string[] | undefined;
/** The build's text files (listed once the web server has built the site). */
function textFiles(): string[] {
  listed ??= readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, name))
    .filter((file) => /\.(html|json|js|xml|txt|css)$/.test(file) && statSync(file).isFile());
  return listed;
}
const read = (file: string) => readFileSync(file, 'utf8');
const named = (file: string) => relative(root, file);

/** Where `needle` occurs in the build, as '<file>' names. */
const filesHolding = (needle: string) =>
  textFiles()
    .filter((file) => read(file).includes(needle))
    .map(named);

/** The width and height in a WebP file's header (VP8, VP8L or VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
}

test.describe('Build scan', () => {
  test('every built picture is the size its <img> says (nothing moves when it arrives)', () => {
    const wrong = new Set<string>();
    let checked = 0;
    for (const file of textFiles().filter((f) => f.endsWith('.html'))) {
      for (const { attributes } of elementsNamed(parsePage(read(file)), 'img')) {
        const src = attributes.src ?? '';
        const width = Number(attributes.width);
        const height = Number(attributes.height);
        if (!/^\/_astro\/.+\.webp$/.test(src) || !width || !height) continue;
        checked++;
        const size = webpSize(join(root, src));
        if (size.width !== width || size.height !== height)
          wrong.add(`${src}: file ${size.width}×${size.height}, <img> ${width}×${height}`);
      }
    }
    // A scan that found no picture to check proves nothing.
    expect(checked).toBeGreaterThan(20);
    expect([...wrong]).toEqual([]);
  });

  test('every content picture has a srcset of built files, each the width it names', () => {
    // Built provider pictures (WebP under /_astro/); the placeholder and the club's own
    // drawings (SVG) fit every screen as they are.
    const problems = new Set<string>();
    let pictures = 0;
    const checkSrcset = (where: string, srcset: string | undefined, ratio: number) => {
      if (!srcset) return problems.add(`${where}: no srcset`);
      const candidates = srcset.split(',').map((part) => part.trim().split(/\s+/));
      for (const [url = '', descriptor = ''] of candidates) {
        const file = join(root, url);
        if (!/^\/_astro\/.+\.webp$/.test(url) || !existsSync(file)) {
          problems.add(`${where}: ${url} is not a built file`);
          continue;
        }
        const size = webpSize(file);
        if (descriptor !== `${size.width}w`)
          problems.add(`${where}: ${url} is ${size.width} px wide, not ${descriptor}`);
        // Every width is the same picture: the ratio of the <img> box (within a pixel).
        if (Math.abs(size.width / ratio - size.height) > 1)
          problems.add(`${where}: ${url} is ${size.width}×${size.height}, not the <img>'s ratio`);
      }
    };
    for (const file of textFiles().filter((f) => f.endsWith('.html'))) {
      for (const { name, attributes } of parsePage(read(file)).elements) {
        if (name !== 'img' && name !== 'source') continue;
        const { src, srcset } = attributes;
        if (name === 'img' && !src?.startsWith('/_astro/')) continue;
        pictures++;
        const where = `${named(file)} ${src ?? srcset?.split(' ')[0]}`;
        checkSrcset(where, srcset, Number(attributes.width) / Number(attributes.height));
        if (!attributes.sizes) problems.add(`${where}: no sizes`);
      }
    }
    // The cards Load More adds come from the build's JSON: the same pictures, the same srcset.
    for (const file of textFiles().filter((f) => /[\\/]data[\\/].+\.json$/.test(f))) {
      JSON.parse(read(file), (_, value: unknown) => {
        const image = value as { src?: unknown; srcset?: string; width: number; height: number };
        if (image && typeof image.src === 'string' && image.src.startsWith('/_astro/')) {
          pictures++;
          checkSrcset(`${named(file)} ${image.src}`, image.srcset, image.width / image.height);
        }
        return value;
      });
    }
    expect(pictures).toBeGreaterThan(0);
    expect([...problems]).toEqual([]);
  });

  test('robots.txt names the sitemap by its absolute address', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap-index\.xml$/);
    // The same origin as the sitemap's own entries, and the file is in the build.
    expect(read(join(root, 'sitemap-index.xml'))).toContain(new URL(sitemap).origin + '/');
  });

  test('holds no title of a publication other than the Magazine', async ({ request }) => {
    const token = await memberToken(request);
    const { publicationPage } = await apiData(
      request,
      `club/publication/get?page=1&searchKey=&size=${PUBLICATIONS_SIZE}`,
      publicationListDataSchema,
      token,
    );
    const hidden = publicationPage.publications.filter((p) => p.type !== VISITOR_PUBLICATION_TYPE);
    expect(hidden.length).toBeGreaterThan(0);
    for (const publication of hidden) {
      expect(filesHolding(publication.title), publication.title).toEqual([]);
    }
  });

  test('holds no script vector in executable form', () => {
    const found: string[] = [];
    // The browser drops tabs and newlines anywhere in a URL and spaces around it.
    const runsScript = (url: string) => /^javascript:/i.test(url.replace(/[\t\n\r]/g, '').trim());
    const scanned = { pages: 0, data: 0, urls: 0 };
    for (const file of textFiles().filter((f) => /\.(html|json)$/.test(f))) {
      const text = read(file);
      if (file.endsWith('.html')) scanned.pages++;
      else scanned.data++;
      if (file.endsWith('.html')) {
        // Real elements only: text shown as text is escaped (&lt;…) and cannot run.
        const page = parsePage(text);
        const { scripts, handlers } = inlineParts(page);
        for (const handler of handlers) found.push(`${named(file)}: event handler ${handler}`);
        for (const { name, attributes } of page.elements)
          for (const attribute of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
            const url = attributes[attribute];
            if (url === undefined) continue;
            scanned.urls++;
            if (runsScript(url))
              found.push(`${named(file)}: javascript: URL in <${name} ${attribute}>`);
          }
        if (scripts.some((body) => /^\s*alert/i.test(body)))
          found.push(`${named(file)}: <script>alert`);
      } else {
        // JSON holds data the page writes as text, and URLs it puts in src/href.
        if (/"\s*javascript:/i.test(text)) found.push(`${named(file)}: javascript: URL`);
        if (/<script[^>]*>\s*alert/i.test(text)) found.push(`${named(file)}: <script>alert`);
      }
    }
    expect(scanned.pages).toBeGreaterThan(100);
    expect(scanned.data).toBeGreaterThan(0);
    expect(scanned.urls).toBeGreaterThan(1000);
    expect(found).toEqual([]);
  });

  test('every internal link of every page leads to a built page or file', () => {
    const broken: string[] = [];
    const resolves = (pathname: string) => {
      const candidates = pathname.endsWith('/')
        ? [pathname + 'index.html']
        : [pathname, pathname + '/index.html', pathname + '.html'];
      if (candidates.some((candidate) => existsSync(join(root, candidate)))) return true;
      const shell = memberShellFor(pathname);
      return shell !== null && existsSync(join(root, shell, 'index.html'));
    };
    let links = 0;
    for (const file of textFiles().filter((f) => f.endsWith('.html'))) {
      for (const { attributes } of parsePage(read(file)).elements) {
        const href = attributes.href;
        if (!href?.startsWith('/') || href.startsWith('//')) continue;
        links++;
        const pathname = decodeURI(href.split(/[?#]/)[0]!);
        if (!resolves(pathname)) broken.push(`${named(file)} → ${href}`);
      }
    }
    expect(links).toBeGreaterThan(1000);
    expect([...new Set(broken)]).toEqual([]);
  });

  test('holds no link to the contact attachment', async ({ request }) => {
    // Only a member sees the attachment's name; the build (a visitor) must not hold it.
    const { contactUs, mediaPath } = await apiData(
      request,
      'club/contact-us/get',
      contactDataSchema,
      await memberToken(request),
    );
    const attachment = mediaUrl(mediaPath, contactUs.attachment);
    expect(attachment).toBeTruthy();
    expect(filesHolding(documentPath(attachment))).toEqual([]);
    expect(filesHolding(documentPath(contactUs.attachment))).toEqual([]);
  });

  test('every page loads no more JavaScript than its budget (member pages: 90 KB, React included)', () => {
    const weights = measurePageWeights(root);
    expect(weights.length).toBeGreaterThan(0);
    expect(breaches(weights), weightTable(weights)).toEqual([]);
  });
});
