import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

// The build's own account of what went into each browser chunk: for every chunk of the client
// build, its file, the files it imports, and each module's rendered (minified) length. Written
// only when BUNDLE_REPORT_FILE names a file (the bench sets it); otherwise the plugin does
// nothing. bench/modules.ts reads it to name the largest modules of each member page.

/** One browser chunk as the bundler wrote it. */
export interface ReportedChunk {
  file: string;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; bytes: number }[];
}

/** Vite plugin: the client build's chunks and their modules, to `BUNDLE_REPORT_FILE`. */
export function bundleReport(file = process.env.BUNDLE_REPORT_FILE): Plugin {
  return {
    name: 'club-bundle-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      if (!file) return;
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({ id: shortId(id), bytes: module.renderedLength }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks, null, 1) + '\n');
    },
  };
}

/** A module id without the machine's folders: 'node_modules/react-dom/…' or 'src/…'. */
export function shortId(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const inPackages = clean.lastIndexOf('node_modules/');
  if (inPackages >= 0) return clean.slice(inPackages);
  const inSource = clean.search(/\/(src|bench|publisher)\//);
  return inSource >= 0 ? clean.slice(inSource + 1) : clean;
}
