import { readFileSync, statSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { AFTER_PAINT_TYPE } from '../src/lib/deferred-scripts.ts';

// The JavaScript a built page loads: what the island preloads name (finish-pages.ts) and
// what the page-weight check (scripts/check-page-weight.ts) counts against its budget.

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1] ?? null;

/** The script URLs and inline script texts of a page. */
function pageScripts(html: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const type = attribute(open!, 'type');
    const runs = !type || type === AFTER_PAINT_TYPE || /^module$|javascript/i.test(type);
    if (!runs) continue; // JSON data blocks
    const src = attribute(open!, 'src');
    if (src) urls.push(src);
    else if (body!.trim()) inline.push(body!);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel\s*=\s*["']?modulepreload/i.test(tag)) urls.push(attribute(tag, 'href') ?? '');
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(tag, name);
      if (url) urls.push(url);
    }
  }
  return { urls: urls.filter(Boolean), inline };
}

/** The modules `code` imports statically (import … from, import '…', export … from). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) found.push(specifier!);
  return found;
}

/** The file of a site URL inside `root`, or null (another origin, or not built). */
function fileOf(root: string, url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const file = resolve(root, '.' + decodeURI(url.split(/[?#]/)[0]!));
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * The script files a built page loads (absolute paths, in the order found) and its inline
 * scripts: its script tags, modulepreloads and islands, and what those import statically.
 */
export function pageJavaScript(root: string, html: string): { files: string[]; inline: string[] } {
  const { urls, inline } = pageScripts(html);
  const seen = new Set<string>();
  const queue = [...urls];
  for (const code of inline) queue.push(...staticImports(code));
  while (queue.length > 0) {
    const url = queue.shift()!;
    const file = fileOf(root, url);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(specifier.startsWith('.') ? posix.join(posix.dirname(url), specifier) : specifier);
    }
  }
  return { files: [...seen], inline };
}
