import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_TEMPLATE,
  FIRST_PAINT_EVENT,
  FIRST_PAINT_WAIT_MS,
} from '../../src/lib/after-paint.ts';
import {
  AFTER_PAINT_TYPE,
  afterPaintLoader,
  afterPaintLoaderCode,
  memberLoaderCode,
} from '../../src/lib/deferred-scripts.ts';
import { deferModuleScripts } from '../../integrations/deferred-scripts.ts';

const page = (head: string, body = '<main>Hi</main>') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('deferModuleScripts (a visitor page loads its scripts after the first paint)', () => {
  const built = page(
    '<script type="module" src="/_astro/SiteHeader.js"></script>' +
      '<script type="module" src="/_astro/contact.js"></script>',
  );
  const deferred = deferModuleScripts(built);

  it('leaves no module script for the browser to fetch before the first paint', () => {
    expect(deferred).not.toContain('<script type="module" src=');
    expect(deferred).toContain(`<script type="${AFTER_PAINT_TYPE}" src="/_astro/SiteHeader.js">`);
    expect(deferred).toContain(`<script type="${AFTER_PAINT_TYPE}" src="/_astro/contact.js">`);
  });

  it('adds the loader once, at the end of the body', () => {
    expect(deferred.split(afterPaintLoader)).toHaveLength(2);
    expect(deferred.endsWith(`${afterPaintLoader}</body></html>`)).toBe(true);
  });

  it('gives a page whose only waiting part is a template the loader too, once', () => {
    const map = page(
      '',
      `<main><template ${AFTER_PAINT_TEMPLATE} data-astro-cid-x><iframe src="https://maps.example"></iframe></template></main>`,
    );
    const deferredMap = deferModuleScripts(map);
    expect(deferredMap.split(afterPaintLoader)).toHaveLength(2);
    expect(deferModuleScripts(deferredMap)).toBe(deferredMap);
  });

  it.each([
    ['no script at all', page('<title>x</title>')],
    ['an inline module script (no request)', page('<script type="module">run()</script>')],
    ['a page already deferred', deferred],
  ])('leaves %s as it is', (_, html) => {
    expect(deferModuleScripts(html)).toBe(html);
  });
});

describe('deferModuleScripts reads the page as the browser does', () => {
  it.each([
    [
      'its attributes in another order',
      '<script src="/_astro/a.js" type="module"></script>',
      `<script src="/_astro/a.js" type="${AFTER_PAINT_TYPE}"></script>`,
    ],
    [
      'capitals and single quotes',
      "<SCRIPT TYPE='module' SRC='/_astro/a.js'></SCRIPT>",
      `<SCRIPT type="${AFTER_PAINT_TYPE}" SRC='/_astro/a.js'></SCRIPT>`,
    ],
    [
      'one attribute more',
      '<script type="module" src="/_astro/a.js" crossorigin></script>',
      `<script type="${AFTER_PAINT_TYPE}" src="/_astro/a.js" crossorigin></script>`,
    ],
  ])('marks a module script written with %s, and nothing else of the page', (_, script, marked) => {
    expect(deferModuleScripts(page(script))).toBe(
      page(marked).replace('</body>', `${afterPaintLoader}</body>`),
    );
  });

  it.each([
    ['in a comment', '<!-- <script type="module" src="/_astro/a.js"></script> -->'],
    ['as text in a script', '<script>const s = \'<script type="module" src="/a.js">\';</script>'],
  ])('leaves a page with a module script only %s as it is', (_, body) => {
    const html = page('', body);
    expect(deferModuleScripts(html)).toBe(html);
  });
});

/** A page for a loader (`code`: the visitors' by default) to run in: its frames, timers, events
 * and paint news are the test's to give. `loaded`: whether `load` has come (the visitors'
 * loader); `prerendering`: whether the page is being prerendered (the members'). */
function loaderPage({
  paintTiming,
  loaded = true,
  prerendering = false,
  code = afterPaintLoaderCode,
}: {
  paintTiming: boolean;
  loaded?: boolean;
  prerendering?: boolean;
  code?: string;
}) {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const observers: ((list: { getEntriesByName: (name: string) => object[] }) => void)[] = [];
  const heard: string[] = [];
  let now = 0;
  let filled = 0;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const document = {
    readyState: loaded ? 'complete' : 'interactive',
    prerendering,
    querySelectorAll: (selector: string) => {
      if (selector.startsWith('template')) filled++;
      return [];
    },
    dispatchEvent: (event: Event) => void heard.push(event.type),
  };
  new Function('self', 'document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', code)(
    { PerformanceObserver: FakeObserver },
    document,
    (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    (frame: () => void) => frames.push(frame),
    (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
  );
  const fire = (type: string) => {
    const waiting = listeners.get(type) ?? [];
    listeners.delete(type);
    for (const listener of waiting) listener();
  };
  return {
    /** How many times the waiting parts were put in place. */
    filled: () => filled,
    /** The events the page's document heard from the loader. */
    heard: () => heard,
    load: () => fire('load'),
    parsed: () => fire('DOMContentLoaded'),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    /** Moves the clock on, running the timers that fall due. */
    wait: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    paint: (name: string) =>
      [...observers].forEach((callback) =>
        callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
      ),
  };
}

describe('the after-paint loader (waits for the first contentful paint to be on screen)', () => {
  it('does nothing on frames and timers alone while the first paint has not been shown', () => {
    const page = loaderPage({ paintTiming: true });
    page.frame();
    page.frame();
    page.wait(0);
    page.paint('first-paint');
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(0);
  });

  it('goes one frame after the first contentful paint, once', () => {
    const page = loaderPage({ paintTiming: true });
    page.paint('first-contentful-paint');
    expect(page.filled()).toBe(0);
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(1);
    page.paint('first-contentful-paint');
    page.frame();
    page.wait(FIRST_PAINT_WAIT_MS);
    expect(page.filled()).toBe(1);
  });

  it('waits for load first', () => {
    const page = loaderPage({ paintTiming: true, loaded: false });
    page.paint('first-contentful-paint');
    page.frame();
    page.wait(FIRST_PAINT_WAIT_MS);
    expect(page.filled()).toBe(0);
    page.load();
    page.paint('first-contentful-paint');
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(1);
  });

  it('goes two frames after load in a browser without paint timing', () => {
    const page = loaderPage({ paintTiming: false });
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(0);
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(1);
  });

  it(`goes ${FIRST_PAINT_WAIT_MS} ms after load when no paint is ever reported (a tab opened in the background)`, () => {
    const page = loaderPage({ paintTiming: true });
    page.wait(FIRST_PAINT_WAIT_MS - 1);
    expect(page.filled()).toBe(0);
    page.wait(1);
    expect(page.filled()).toBe(1);
  });
});

describe('the loader of a member page whose first screen is in its HTML (in its head script)', () => {
  const memberPage = (prerendering = false) =>
    loaderPage({ paintTiming: true, loaded: false, prerendering, code: memberLoaderCode });

  it('goes one frame after the first contentful paint once the page is parsed, without waiting for load', () => {
    const page = memberPage();
    page.paint('first-contentful-paint');
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(0);
    page.parsed();
    // The paint came before: the observer is told of it (buffered), then a frame.
    page.paint('first-contentful-paint');
    expect(page.filled()).toBe(0);
    page.frame();
    page.wait(0);
    expect(page.filled()).toBe(1);
    expect(page.heard()).toEqual([FIRST_PAINT_EVENT]);
  });

  it(`goes ${FIRST_PAINT_WAIT_MS} ms after the page is parsed when no paint is ever reported`, () => {
    const page = memberPage();
    page.parsed();
    page.wait(FIRST_PAINT_WAIT_MS - 1);
    expect(page.filled()).toBe(0);
    page.wait(1);
    expect(page.filled()).toBe(1);
  });

  it('goes as soon as a prerendered page is parsed (its first call and scripts ready for the member)', () => {
    const page = memberPage(true);
    expect(page.filled()).toBe(0);
    page.parsed();
    expect(page.filled()).toBe(1);
    expect(page.heard()).toEqual([FIRST_PAINT_EVENT]);
  });
});
