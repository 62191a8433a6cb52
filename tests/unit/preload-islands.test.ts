import { describe, expect, it } from 'vitest';
import { startsIslandsAtOnce, withPreloads } from '../../integrations/preload-islands.ts';

describe('island files preloaded from the head', () => {
  it.each([
    ['a member page (client:load)', '<astro-island uid="a" client="load" opts="{}">', true],
    ['the login page (client:idle)', '<astro-island uid="a" client="idle" opts="{}">', false],
    ['a page without islands', '<main><p>News</p></main>', false],
  ])('%s: %s', (_, html, expected) => {
    expect(startsIslandsAtOnce(html)).toBe(expected);
  });

  it('adds one link per file before </head>, once', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = withPreloads(html, ['/_astro/a.js', '/_astro/b.js']);
    expect(once).toContain(
      '<link rel="modulepreload" href="/_astro/a.js" data-island-preload><link rel="modulepreload" href="/_astro/b.js" data-island-preload></head>',
    );
    expect(withPreloads(once, ['/_astro/c.js'])).toBe(once);
  });

  it.each([
    ['an unquoted client="load"', '<astro-island uid="a" client=load opts="{}">', true],
    [
      'client="load" as text in another attribute',
      '<astro-island uid="a" data-note=\' client="load"\' client="idle">',
      false,
    ],
  ])('reads the island as the browser does: %s', (_, html, expected) => {
    expect(startsIslandsAtOnce(html)).toBe(expected);
  });

  it('adds the links before the head\'s own end tag, not a "</head>" written in a script', () => {
    const html =
      '<html><head><script type="application/json">"</head>"</script></head><body></body></html>';
    expect(withPreloads(html, ['/_astro/a.js'])).toBe(
      html.replace(
        '</head><body>',
        '<link rel="modulepreload" href="/_astro/a.js" data-island-preload></head><body>',
      ),
    );
  });
});
