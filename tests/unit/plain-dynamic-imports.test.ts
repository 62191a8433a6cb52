import { describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../../integrations/plain-dynamic-imports.ts';

// The browser build's import()s without Vite's preload helper: every member page loaded the
// helper (about 0.7 KB gzip) for the two import()s the site has, and each import() named the
// files for it to fetch ahead.

const plugin = plainDynamicImports();
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const load = plugin.load as Hook;
const generateBundle = (plugin.generateBundle as { order: string; handler: Hook }).handler;

const list =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/a.js","_astro/b.js"])))=>i.map(i=>d[i]);\n';

/** A chunk's code after the plugin's pass over the bundle. */
function after(code: string): string {
  const chunk = { type: 'chunk', code };
  generateBundle.call({}, {}, { 'x.js': chunk, 'y.css': { type: 'asset', source: '' } });
  return chunk.code;
}

describe('plainDynamicImports', () => {
  it("gives Vite's preload helper a body that only imports", async () => {
    const helper = load.call({}, '\0vite/preload-helper.js') as string;
    expect(helper).toBe('export const __vitePreload = (load) => load();');
    expect(load.call({}, '/src/stores/session.ts')).toBeNull();
    // What that body does: the import itself.
    const { __vitePreload } = await import(`data:text/javascript,${encodeURIComponent(helper)}`);
    await expect(__vitePreload(async () => 'chunk')).resolves.toBe('chunk');
  });

  it('drops the files each import() named for the helper', () => {
    expect(
      after(
        `${list}import{t as r}from"./site.js";var v=r(()=>import(\`./Dialog.js\`),__vite__mapDeps([0,1]));var w=r(()=>import(\`./b.js\`),__vite__mapDeps([1]));`,
      ),
    ).toBe(
      'import{t as r}from"./site.js";var v=r(()=>import(`./Dialog.js`));var w=r(()=>import(`./b.js`));',
    );
  });

  it('keeps the list where a use of it is not one it knows', () => {
    const code = `${list}var v=r(()=>import(\`./a.js\`),__vite__mapDeps([0]));f(__vite__mapDeps([1]));`;
    expect(after(code)).toContain('__vite__mapDeps=(i,m=');
    expect(after(code)).toContain('f(__vite__mapDeps([1]))');
  });
});
