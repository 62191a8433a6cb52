import { describe, expect, it } from 'vitest';
import { withPreloads } from '../../integrations/preload-scripts.ts';
import { AFTER_PAINT_TEMPLATE } from '../../src/lib/after-paint.ts';

describe("a member page's script files preloaded from the head", () => {
  it('adds one link per file before </head>, once', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = withPreloads(html, ['/_astro/a.js', '/_astro/b.js']);
    expect(once).toContain(
      '<link rel="modulepreload" href="/_astro/a.js" data-script-preload><link rel="modulepreload" href="/_astro/b.js" data-script-preload></head>',
    );
    expect(withPreloads(once, ['/_astro/c.js'])).toBe(once);
  });

  it('adds the links before the head\'s own end tag, not a "</head>" written in a script', () => {
    const html =
      '<html><head><script type="application/json">"</head>"</script></head><body></body></html>';
    expect(withPreloads(html, ['/_astro/a.js'])).toBe(
      html.replace(
        '</head><body>',
        '<link rel="modulepreload" href="/_astro/a.js" data-script-preload></head><body>',
      ),
    );
  });

  it('puts them in an after-paint template on a page whose scripts wait for its first paint, once', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = withPreloads(html, ['/_astro/a.js'], { waiting: true });
    expect(once).toContain(
      `<template ${AFTER_PAINT_TEMPLATE}><link rel="modulepreload" href="/_astro/a.js" data-script-preload></template></head>`,
    );
    expect(withPreloads(once, ['/_astro/b.js'], { waiting: true })).toBe(once);
  });
});
