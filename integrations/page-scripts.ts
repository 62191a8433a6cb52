import { readFileSync, statSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { asPage, contentOf, type ParsedPage } from './html/parsed-page.ts';

// The JavaScript a built page loads: what the island preloads name (finish-pages.ts) and
// what the page-weight check (scripts/check-page-weight.ts) counts against its budget.

/** The script URLs and inline script texts of a page (in the order the page names them);
 * without `islands`, the files its islands load are left out. */
export function pageScripts(
  page: string | ParsedPage,
  { islands: withIslands = true } = {},
): { urls: string[]; inline: string[] } {
  page = asPage(page);
  const scripts: string[] = [];
  const preloads: string[] = [];
  const islands: string[] = [];
  const inline: string[] = [];
  for (const element of page.elements) {
    const { attributes } = element;
    if (element.name === 'script' && element.closed) {
      const type = attributes.type;
      const runs = !type || /^module$|javascript/i.test(type);
      if (!runs) continue; // JSON data blocks
      const body = contentOf(page, element);
      if (attributes.src) scripts.push(attributes.src);
      else if (body.trim()) inline.push(body);
    } else if (
      element.name === 'link' &&
      (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload')
    )
      preloads.push(attributes.href ?? '');
    else if (element.name === 'astro-island' && withIslands)
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url'])
        if (attributes[name]) islands.push(attributes[name]);
  }
  return { urls: [...scripts, ...preloads, ...islands].filter(Boolean), inline };
}

/** The modules `code` imports statically (import … from, import '…', export … from), as the
 * JavaScript lexer Vite uses reads them: never an import in a string or a comment; with
 * `onDemand`, also those it loads later by an `import()` of a fixed name. */
export function staticImports(code: string, { onDemand = false } = {}): string[] {
  initSync();
  const [imports] = parse(code);
  return imports.flatMap(({ d, n }) =>
    (d === -1 || (onDemand && d > -1)) && n !== undefined ? [n] : [],
  );
}

/** What a built script file imports statically (its name in the error when it cannot be read). */
function importsOf(file: string, onDemand: boolean): string[] {
  try {
    return staticImports(readFileSync(file, 'utf8'), { onDemand });
  } catch (error) {
    throw new Error(`Cannot read the imports of ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
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
 * scripts: its script tags, modulepreloads and islands (unless `islands` is false), and what
 * those import statically (with `onDemand`, also what they load on an action, by `import()`).
 */
export function pageJavaScript(
  root: string,
  page: string | ParsedPage,
  options: { islands?: boolean; onDemand?: boolean } = {},
): { files: string[]; inline: string[] } {
  const onDemand = options.onDemand ?? false;
  const { urls, inline } = pageScripts(page, options);
  const seen = new Set<string>();
  const queue = [...urls];
  for (const code of inline) queue.push(...staticImports(code, { onDemand }));
  while (queue.length > 0) {
    const url = queue.shift()!;
    const file = fileOf(root, url);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file, onDemand)) {
      queue.push(specifier.startsWith('.') ? posix.join(posix.dirname(url), specifier) : specifier);
    }
  }
  return { files: [...seen], inline };
}
