import { describe, expect, it } from 'vitest';
import { withPreloads } from '../../integrations/preload-scripts.ts';

describe("a member page's script and island files preloaded from the head", () => {
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
});
