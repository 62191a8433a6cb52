import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addBuildHashes,
  astroPolicyOf,
  cspOrigins,
  ForeignScriptError,
  needsOf,
  pageCsp,
  pageNeeds,
  policyText,
  withoutAstroPolicy,
} from '../../integrations/csp.ts';
import { policyFactsOf } from '../../integrations/headers/page-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const built = {
  scripts: new Set([sha('a()'), sha('b()')]),
  styles: new Set([sha('p{color:red}')]),
};
const origins = cspOrigins({
  apiUrl: 'https://api.club/web/bc-member/v1',
  orderApiUrl: 'https://order.club/ordering',
  mediaOrigins: ['https://media.club/files/'],
});

describe('Content-Security-Policy of a page', () => {
  it("allows the build's inline scripts and styles by hash, not external scripts or JSON data", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><style>p{color:red}</style>`;
    expect(pageNeeds(html, built)).toEqual({
      scripts: [sha('a()'), sha('b()')],
      styles: [sha('p{color:red}')],
    });
  });

  it("allows the build's own speculation rules by their hash (CSP governs them as script)", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const known = { ...built, scripts: new Set([...built.scripts, sha(rules)]) };
    expect(pageNeeds(`<script type="speculationrules">${rules}</script>`, known)).toEqual({
      scripts: [sha(rules)],
      styles: [],
    });
  });

  // Inline script the build did not make (one that slipped past sanitizing): never allowed,
  // and the page is not published.
  it.each([
    ['a script element', '<p>news</p><script>steal()</script>'],
    ['a module script', '<script type="module">steal()</script>'],
    ['a script in capitals', '<SCRIPT>steal()</SCRIPT>'],
    ['a script with attributes holding ">"', '<script data-x="a>b">steal()</script>'],
    ['a script without its end tag', '<p>news</p><script>steal()'],
    ['a script after a comment', '<!-- note --><script>steal()</script>'],
    ['an event handler on a picture', '<img src="x.png" onerror="steal()">'],
    ['an event handler without quotes', '<svg onload=steal()></svg>'],
    ['an event handler in capitals', '<a href="/" ONCLICK="steal()">x</a>'],
    [
      'speculation rules (the browser would prerender what they name)',
      '<script type="speculationrules">{"prerender":[{"urls":["/admin"]}]}</script>',
    ],
  ])('refuses %s', (_, html) => {
    expect(() => pageNeeds(`<script>a()</script>${html}`, built, '/news/')).toThrow(
      ForeignScriptError,
    );
    expect(() => pageNeeds(html, built, '/news/')).toThrow(/\/news\/ holds inline script/);
  });

  it.each([
    ['a script tag inside an attribute value', '<img alt="<script>steal()</script>" src="x.png">'],
    ['a script inside a comment', '<!-- <script>steal()</script> -->'],
    ['a handler-like word in text', '<p>onload="steal()" is just text</p>'],
    ['a handler-like word in an attribute value', '<a title=\'x onclick="y"\' href="/">x</a>'],
  ])('does not mistake %s for a script', (_, html) => {
    expect(pageNeeds(html, built).scripts).toEqual([]);
  });

  it('leaves out styles and style attributes the build did not make (no unsafe-hashes)', () => {
    const html = `<style>p{color:red}</style><style>body{display:none}</style>
      <p style="position:fixed;inset:0">overlay</p>`;
    const csp = pageCsp(html, built, origins);
    expect(csp).toContain(`style-src 'self' ${sha('p{color:red}')};`);
    expect(csp).not.toContain(sha('body{display:none}'));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-hashes|unsafe-eval/);
  });

  it('takes picture, frame and data origins from configuration, never from the page', () => {
    const html = `<img src="https://tracker.example/pixel.gif"><iframe src="https://evil.example/x"></iframe>`;
    const csp = pageCsp(html, built, origins);
    expect(csp).toContain("img-src 'self' data: https://api.club https://media.club;");
    expect(csp).toContain(
      "frame-src 'self' https://api.club https://media.club https://www.openstreetmap.org https://www.youtube.com;",
    );
    expect(csp).toContain("connect-src 'self' https://api.club https://order.club;");
    expect(csp).not.toMatch(/tracker\.example|evil\.example/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  // Issue 48: with the APIs forwarded on the site's own origin, the browser calls no other.
  it.each([
    [
      'forwarded on the site',
      { browserApiUrl: '/api/member', browserOrderApiUrl: '/api/order' },
      "connect-src 'self';",
    ],
    ['called at the provider', {}, "connect-src 'self' https://api.club https://order.club;"],
    [
      'the member API forwarded, ordering called',
      { browserApiUrl: '/api/member' },
      "connect-src 'self' https://order.club;",
    ],
  ])('lets the browser call the APIs %s', (_, browser, connect) => {
    const site = cspOrigins({
      apiUrl: 'https://api.club/web/bc-member/v1',
      orderApiUrl: 'https://order.club/ordering',
      ...browser,
    });
    const csp = policyText({ scripts: [], styles: [] }, site);
    expect(csp).toContain(connect);
    // Pictures and frames stay on the provider's origin: only calls are forwarded.
    expect(csp).toContain("img-src 'self' data: https://api.club;");
  });

  it("frames the club's own embeds (map, live stream) besides the media origins", () => {
    const site = cspOrigins({ apiUrl: 'https://api.club', orderApiUrl: 'https://o.club' });
    expect(policyText({ scripts: [], styles: [] }, site)).toContain(
      "frame-src 'self' https://api.club https://www.openstreetmap.org https://www.youtube.com;",
    );
  });

  it("reads the build's hashes from Astro's policy at the top of the head only", () => {
    const astro = `script-src 'self' ${sha('a()')}; style-src 'self' ${sha('p{}')};`;
    const page = `<html><head><meta http-equiv="content-security-policy" content="${astro}"><title>x</title></head><body></body></html>`;
    expect(astroPolicyOf(page)).toBe(astro);
    const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
    addBuildHashes(astroPolicyOf(page)!, hashes);
    expect(hashes).toEqual({ scripts: new Set([sha('a()')]), styles: new Set([sha('p{}')]) });
    expect(withoutAstroPolicy(page)).toBe(
      '<html><head><title>x</title></head><body></body></html>',
    );
    // A policy that arrived with content (in the body) is not the build's.
    const planted = `<html><head><title>x</title></head><body><meta http-equiv="content-security-policy" content="script-src 'unsafe-inline'"></body></html>`;
    expect(astroPolicyOf(planted)).toBeNull();
    expect(withoutAstroPolicy(planted)).toBe(planted);
  });
});

// Pages crafted to slip past the regular expressions that read pages before the parser: each
// holds script the browser runs, and the build must refuse it, by the page's text as the
// admin page's policy reads it and by the facts page finishing keeps for `_headers`.
describe('Content-Security-Policy of a page crafted to slip past a regular expression', () => {
  it.each([
    [
      'a script after "<!-->" (a comment the browser ends at once)',
      '<!--><script>steal()</script><!-- -->',
    ],
    ['a script after a comment ended by "--!>"', '<!-- note --!><script>steal()</script>'],
    [
      'a handler inside an SVG style (SVG content is markup)',
      '<svg><style><img src=x onerror=steal()></style></svg>',
    ],
    [
      'a handler after an unquoted value holding an apostrophe',
      '<a title=it\'s onclick="steal()">x</a>',
    ],
    ['a module script whose type has spaces around it', '<script type=" module ">steal()</script>'],
    ['a script of another JavaScript type', '<script type="text/ecmascript">steal()</script>'],
    [
      'a module script whose type is written with an entity',
      '<script type="&#109;odule">steal()</script>',
    ],
  ])('refuses %s', (_, html) => {
    expect(() => pageNeeds(html, built, '/news/')).toThrow(ForeignScriptError);
    const { facts } = policyFactsOf(`<html><head></head><body>${html}</body></html>`);
    expect(() => needsOf(facts.inline, built, '/news/')).toThrow(/\/news\/ holds inline script/);
  });
});
