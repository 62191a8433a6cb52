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
});
