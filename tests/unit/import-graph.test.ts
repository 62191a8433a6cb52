import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The project's import graph, read from the sources: no module imports itself back through
// others, and the code that runs in production — the site (src/), what every build loads
// (integrations/, astro.config.mjs) and the publisher — never imports the tools around it:
// the bench, the tests, the command-line scripts or the stand-in API.

const root = join(import.meta.dirname, '../..');
const folders = ['src', 'integrations', 'publisher', 'scripts', 'api', 'bench', 'tests'];
const production = ['src/', 'integrations/', 'publisher/', 'astro.config.mjs'];
const tools = ['bench/', 'tests/', 'scripts/', 'api/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'bench/tmp' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file as TypeScript reads it: an .astro file's frontmatter and scripts. */
function codeOf(file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, s]) => s);
  return [frontmatter, ...scripts].join('\n');
}

/** Each file's imports of other project files (relative specifiers, resolved). */
function importGraph(): Map<string, string[]> {
  const files = [...folders.flatMap(sourceFiles), 'astro.config.mjs'];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(codeOf(file), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) =>
        relative(root, resolve(root, dirname(file), name))
          .split('\\')
          .join('/'),
      );
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph (each as the files around it). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const graph = importGraph();

describe('the import graph', () => {
  it('reads the whole project', () => {
    expect(graph.size).toBeGreaterThan(400);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(1000);
  });

  it('has no cycle', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle where there is one (the check itself)', () => {
    const made = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(made)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no arrow from production code into the bench, the tests, the scripts or the stand-in', () => {
    const arrows: string[] = [];
    for (const [file, targets] of graph)
      if (production.some((part) => file.startsWith(part)))
        for (const target of targets)
          if (tools.some((tool) => target.startsWith(tool))) arrows.push(`${file} → ${target}`);
    expect(arrows).toEqual([]);
  });
});
