import { describe, expect, it } from 'vitest';
import {
  attributeSpans,
  contentOf,
  elementsNamed,
  parsePage,
  parseXml,
  textOf,
  type PageElement,
} from '../../integrations/html/parsed-page.ts';
import { insertion, spliced } from '../../integrations/html/splices.ts';

// The one reader of built pages (integrations/html/parsed-page.ts): it must find what the
// browser finds, including where regular expressions went wrong.

/** The first element named `name` of a page, with its attributes and content as written. */
function first(html: string, name: string) {
  const page = parsePage(html);
  const element = elementsNamed(page, name)[0];
  if (!element) return null;
  return {
    attributes: { ...element.attributes },
    content: contentOf(page, element),
    closed: element.closed,
    tag: html.slice(element.start, element.openEnd),
    whole: html.slice(element.start, element.end),
  };
}

describe('reading a built page', () => {
  it.each([
    {
      what: 'a ">" inside a quoted attribute value',
      html: '<p><img alt="1 > 0" src="/a.png">x</p>',
      name: 'img',
      found: { attributes: { alt: '1 > 0', src: '/a.png' }, tag: '<img alt="1 > 0" src="/a.png">' },
    },
    {
      what: '"</script" in attribute values of the script itself',
      html: '<script data-end="</script>" data-gt=\'a>b\'>run("x")</script><p>after</p>',
      name: 'script',
      found: { content: 'run("x")', closed: true },
    },
    {
      what: '"</script>" inside a JavaScript string (the browser ends the script there too)',
      html: '<script>const s = "</script><p>shown</p>";</script>',
      name: 'script',
      found: { content: 'const s = "', whole: '<script>const s = "</script>' },
    },
    {
      what: 'tags and attribute names in capitals',
      html: '<SCRIPT SRC="/_astro/a.js" Type="module"></SCRIPT >',
      name: 'script',
      found: {
        attributes: { src: '/_astro/a.js', type: 'module' },
        whole: '<SCRIPT SRC="/_astro/a.js" Type="module"></SCRIPT >',
      },
    },
    {
      what: 'an element after an end tag written with a space before its ">"',
      html: '<b>x</b ><i>y</i>',
      name: 'i',
      found: { tag: '<i>', whole: '<i>y</i>' },
    },
    {
      what: 'an unquoted attribute value holding an apostrophe',
      html: '<a title=it\'s href=/news/ onclick="go()">News</a>',
      name: 'a',
      found: { attributes: { title: "it's", href: '/news/', onclick: 'go()' }, content: 'News' },
    },
    {
      what: 'a script without its end tag (it runs to the end of the page)',
      html: '<p>news</p><script>steal()\n<p>more</p>',
      name: 'script',
      found: { content: 'steal()\n<p>more</p>', closed: false },
    },
    {
      what: 'entity-encoded attribute values',
      html: '<a href="/search?q=a&amp;page=2&#35;top" title="&quot;Gala&quot; &#x26; more">x</a>',
      name: 'a',
      found: { attributes: { href: '/search?q=a&page=2#top', title: '"Gala" & more' } },
    },
    {
      what: 'a <main> whose script holds "</main>" (the element ends at its own end tag)',
      html: '<main data-pagefind-body><script>x = "</main>"</script><h1>Gala</h1></main><footer>f</footer>',
      name: 'main',
      found: {
        content: '<script>x = "</main>"</script><h1>Gala</h1>',
        whole: '<main data-pagefind-body><script>x = "</main>"</script><h1>Gala</h1></main>',
      },
    },
  ])('reads $what', ({ html, name, found }) => {
    expect(first(html, name)).toMatchObject(found);
  });

  it.each([
    ['a comment holding a script', '<!-- <script>steal()</script> -->'],
    ['a comment closed at once by "<!-->" (not at the next "-->")', '<!--><p>x</p><!-- -->'],
    ['a tag written inside a <title>', '<title><script>steal()</script></title>'],
    ['a tag written inside a <textarea>', '<textarea><script>steal()</script></textarea>'],
    ['a tag inside a style sheet', '<style>a::after{content:"<script>"}</style>'],
  ])('finds no script in %s', (_, html) => {
    expect(elementsNamed(parsePage(html), 'script')).toEqual([]);
  });

  it.each([
    ['after "<!-->" (a comment that ends at once)', '<!--><script>steal()</script><!-- -->'],
    ['after a comment ended by "--!>"', '<!-- note --!><script>steal()</script>'],
    [
      'inside an SVG style (SVG content is markup)',
      '<svg><style><script>steal()</script></style></svg>',
    ],
  ])('finds the script %s', (_, html) => {
    const page = parsePage(html);
    expect(elementsNamed(page, 'script').map((script) => contentOf(page, script))).toEqual([
      'steal()',
    ]);
  });

  it('gives each element its parent, and text as shown (entities decoded, one run each)', () => {
    const page = parsePage('<ul><li>Tea &amp; <b>snacks</b></li><li>Lunch</li></ul>');
    const [list, tea, bold] = page.elements as [PageElement, PageElement, PageElement];
    expect([list.parent, tea.parent, bold.parent]).toEqual([-1, 0, 1]);
    expect(textOf(page, tea)).toBe('Tea & snacks');
    expect(textOf(page, list)).toBe('Tea & snacksLunch');
    expect(page.texts.map(({ text }) => text)).toEqual(['Tea & ', 'snacks', 'Lunch']);
  });

  it('ends an element closed by another tag where that tag begins', () => {
    const html = '<p>one<p>two</p>';
    const [one] = elementsNamed(parsePage(html), 'p');
    expect(one).toMatchObject({ closed: false, closeStart: 6, end: 6 });
  });

  it('finds where each attribute is written, from its name to the end of its value', () => {
    const html = '<p>x</p><script defer type = "module" src=/a.js data-x=\'y\'></script>';
    const page = parsePage(html);
    const spans = attributeSpans(page, elementsNamed(page, 'script')[0]!);
    const written = Object.fromEntries(
      [...spans].map(([name, { start, end }]) => [name, html.slice(start, end)]),
    );
    expect(written).toEqual({
      defer: 'defer',
      type: 'type = "module"',
      src: 'src=/a.js',
      'data-x': "data-x='y'",
    });
  });

  it('reads a sitemap as XML', () => {
    const sitemap = parseXml(
      '<?xml version="1.0"?><urlset><url><loc> http://club.test/a?x=1&amp;y=2 </loc></url></urlset>',
    );
    expect(elementsNamed(sitemap, 'loc').map((loc) => textOf(sitemap, loc))).toEqual([
      ' http://club.test/a?x=1&y=2 ',
    ]);
  });
});

describe('splicing changes into a page', () => {
  const html = '<head><title>x</title></head><body><main>m</main></body>';
  const main = elementsNamed(parsePage(html), 'main')[0]!;

  it('changes only what the splices name, in any order given', () => {
    const changed = spliced(html, [
      insertion(html.indexOf('</body>'), '<script>l()</script>'),
      { start: 6, end: 22, text: '' },
      insertion(html.indexOf('</head>'), '<link a>'),
      insertion(html.indexOf('</head>'), '<link b>'),
    ]);
    expect(changed).toBe(
      '<head><link a><link b></head><body><main>m</main><script>l()</script></body>',
    );
  });

  it('makes the splices inside a part of the page, leaving those at its edges outside', () => {
    const splices = [
      insertion(main.start, '<a>'),
      insertion(main.openEnd, '<b>'),
      insertion(main.end, '<c>'),
    ];
    expect(spliced(html, splices, main.start, main.end)).toBe('<main><b>m</main>');
  });

  it('appends at the end of the page', () => {
    expect(spliced('<p>x', [insertion(4, '<script>l()</script>')])).toBe(
      '<p>x<script>l()</script>',
    );
  });

  it('refuses overlapping changes', () => {
    expect(() =>
      spliced(html, [
        { start: 0, end: 10, text: '' },
        { start: 5, end: 12, text: '' },
      ]),
    ).toThrow(/Overlapping change/);
  });
});
