import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_TEMPLATE,
  AFTER_PAINT_TYPE,
  afterPaintLoader,
  deferModuleScripts,
} from '../../src/lib/deferred-scripts.ts';

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
