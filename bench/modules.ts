import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pageJsWeight } from '../scripts/check-page-weight.ts';
import type { ReportedChunk } from '../integrations/bundle-report.ts';
import type { PageModules } from './types.ts';

// The largest modules of a member page, from the build's own account of its chunks
// (integrations/bundle-report.ts): the files the page loads, as the page-weight check finds them,
// and the modules the bundler put into each. A module's share of a file's gzip size is its
// share of the file's minified bytes (gzip works on the whole file, so this is an estimate).

/** The `top` largest modules a built page loads, with its JS files and gzip sizes. */
export function pageModules(
  siteDir: string,
  path: string,
  chunks: readonly ReportedChunk[],
  top = 8,
): PageModules {
  const root = resolve(siteDir);
  const html = readFileSync(join(root, path, 'index.html'), 'utf8');
  // The page's JavaScript as the page-weight check counts it (one measure for both).
  const { files, inlineScripts, gzipBytes, gzipOf } = pageJsWeight(root, html);
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const modules: PageModules['largest'] = [];
  for (const file of files) {
    const name = relative(root, file).split(sep).join('/');
    const gzip = gzipOf.get(file) ?? 0;
    const chunk = byFile.get(name);
    if (!chunk) continue;
    const total = chunk.modules.reduce((sum, module) => sum + module.bytes, 0) || 1;
    for (const module of chunk.modules)
      modules.push({
        id: module.id,
        file: name,
        bytes: module.bytes,
        gzipBytes: Math.round((gzip * module.bytes) / total),
      });
  }
  modules.sort((a, b) => b.bytes - a.bytes);
  return {
    path,
    files: files.length,
    inlineScripts,
    gzipBytes,
    largest: modules.slice(0, top),
  };
}

/** The chunks a build reported (BUNDLE_REPORT_FILE). */
export const readBundleReport = (file: string): ReportedChunk[] =>
  JSON.parse(readFileSync(file, 'utf8')) as ReportedChunk[];
