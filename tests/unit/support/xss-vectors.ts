import { config } from '../../../src/lib/config.ts';

/** A picture on the configured media host (the API's origin in the demo). */
export const mediaPicture = `${config.mediaOrigins[0]}/web/media/pool.jpg`;

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
  // Issue 15 point 4: nothing that restyles, tracks or clashes with the page.
  ['<div style="position:fixed;inset:0;z-index:9999">Win a prize</div>', '<div>Win a prize</div>'],
  ['<p class="menu-overlay">Hi</p>', '<p>Hi</p>'],
  ['<p data-action="log-out" data-session-name="">Hi</p>', '<p>Hi</p>'],
  ['<img src="https://tracker.example/pixel.gif" alt="">', ''],
  ['<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">', ''],
  ['<img src="//tracker.example/pixel.gif">', ''],
  [
    `<img src="${mediaPicture}" srcset="https://tracker.example/p.gif 1x" alt="">`,
    `<img src="${mediaPicture}" alt="">`,
  ],
  [
    `<video src="https://tracker.example/v.mp4" poster="${mediaPicture}"></video><p>x</p>`,
    '<p>x</p>',
  ],
  [
    '<table background="https://tracker.example/bg.gif"><tbody><tr><td>x</td></tr></tbody></table>',
    '<table><tbody><tr><td>x</td></tr></tbody></table>',
  ],
  ['<h2 id="main-content">Rules</h2>', '<h2 id="user-content-main-content">Rules</h2>'],
  [
    '<a name="session-ui" href="#rules">Rules</a>',
    '<a href="#user-content-rules" name="user-content-session-ui">Rules</a>',
  ],
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
  [`<img src="${mediaPicture}" alt="Pool">`, `<img src="${mediaPicture}" alt="Pool">`],
  [
    '<p><strong>Dress</strong> code: <em>smart</em></p><ul><li>One</li></ul>',
    '<p><strong>Dress</strong> code: <em>smart</em></p><ul><li>One</li></ul>',
  ],
];
