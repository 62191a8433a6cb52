import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inlineHashes } from '../../../integrations/csp.ts';

/** Where admin.html loads its script: replaced by the bundled script, inline. */
const SCRIPT_TAG = '<script type="module" src="./admin-page.ts"></script>';

/** The admin page's script (admin-page.ts) bundled into one classic inline script. */
async function bundledScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./admin-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]!.text.trim();
  // esbuild escapes these in strings; a bundle that still held one would end the element early.
  if (/<\/script|<!--/i.test(script))
    throw new Error('The admin page script holds "</script" or "<!--" and cannot be inlined.');
  return script;
}

/**
 * The admin page (admin.html with its script bundled and inlined, once per server start) and
 * its own strict policy: its inline script and style by hash, requests to this server only,
 * never framed.
 */
export async function adminPage(): Promise<{ html: string; csp: string }> {
  const [template, script] = await Promise.all([
    readFile(new URL('./admin.html', import.meta.url), 'utf8'),
    bundledScript(),
  ]);
  const [before, after, ...more] = template.split(SCRIPT_TAG);
  if (after === undefined || more.length > 0)
    throw new Error(`admin.html must load its script once, as ${SCRIPT_TAG}`);
  const html = `${before}<script>${script}</script>${after}`;
  const { scripts, styles } = inlineHashes(html);
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
