import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { pageScripts } from '../integrations/page-scripts.ts';
import { storeState, type StoredState } from './member-session.ts';
import type { Bytes, PageWeight } from './types.ts';

// What one page load downloads, by type: every response of the page recorded, its raw size
// taken from the body and its gzip size by compressing that body (level 6, as a server
// would), so figures do not depend on the server's encoding. Loaded like Lighthouse's mobile
// preset sees it (412×823 at 1.75×), a visitor without a session, cache empty, no scrolling:
// below-the-fold lazy images are not counted. Inline scripts count as JavaScript (they are
// also part of the HTML bytes).

type Kind = 'html' | 'css' | 'js' | 'images' | 'other';

function kindOf(response: Response): Kind {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'document' || contentType.startsWith('text/html')) return 'html';
  if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  if (type === 'image' || contentType.startsWith('image/')) return 'images';
  return 'other';
}

const zero = (): Bytes => ({ raw: 0, gzip: 0 });
const add = (bytes: Bytes, body: Buffer | string) => {
  bytes.raw += Buffer.byteLength(body);
  bytes.gzip += gzipSync(body).length;
};

/**
 * A response's body; empty, and said, when the browser does not give it within 10 s. A body
 * the page never finished reading (a prefetch the page left behind, a stream) would
 * otherwise hold the bench forever.
 */
async function bodyOf(response: Response): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), 10_000)));
  const body = await Promise.race([response.body().catch(() => Buffer.alloc(0)), late]);
  clearTimeout(timer);
  if (body === null)
    console.warn(`[bench] no body within 10 s, counted as 0 bytes: ${response.url()}`);
  return body ?? Buffer.alloc(0);
}

/** Opens the browser the page weights are measured in (the system Chromium). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found (/usr/bin/chromium).');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * Loads `url` in a fresh context and sums what it downloaded; with `stored`, that storage
 * is in place before the page's scripts run (a signed-in member). `loaded` sees the page
 * once its network is quiet (the member's data shown).
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  stored?: StoredState,
  loaded?: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // The bench's own certificate (bench/site-server.ts), for the frame asked for again.
    ignoreHTTPSErrors: true,
  });
  if (stored) await context.addInitScript(storeState, stored);
  const page = await context.newPage();
  const responses: Response[] = [];
  let failedRequests = 0;
  page.on('response', (response) => responses.push(response));
  page.on('requestfailed', () => failedRequests++);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await loaded?.(page);
    const weight: PageWeight = {
      html: zero(),
      css: zero(),
      js: zero(),
      images: zero(),
      other: zero(),
      requests: 0,
      failedRequests,
    };
    for (const response of responses) {
      // Only what comes over the network: not data: URLs, and not the browser's own PDF
      // viewer (chrome-extension:) that a PDF in an iframe brings up.
      if (!/^https?:/.test(response.url())) continue;
      weight.requests++;
      // A sandboxed frame's document (the invoice) is another origin's process: the
      // browser does not hand its body over, so it is asked for once more.
      const framed =
        response.request().resourceType() === 'document' && response.frame() !== page.mainFrame();
      const body = framed
        ? await (await context.request.get(response.url())).body()
        : await bodyOf(response);
      const kind = kindOf(response);
      add(weight[kind], body);
      if (kind === 'html' && response.request().resourceType() === 'document') {
        for (const script of pageScripts(body.toString('utf8')).inline) add(weight.js, script);
      }
    }
    return weight;
  } finally {
    await context.close();
  }
}
