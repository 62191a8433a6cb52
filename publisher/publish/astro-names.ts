// What a build's files name under /_astro/: the `astroNames` file step (file-steps.ts) keeps
// it per file, and a publish removes the pictures and documents none names (unused-files.ts).

/** The folder of the files Astro names by their content (pictures, scripts, styles). */
const ASTRO_DIR = '_astro/';
const MARK = `/${ASTRO_DIR}`;
/** What may follow /_astro/ in a file's name (Astro's are hashed: letters, digits, - _ .). */
const nameCharacter = /[\w./-]/;

/** Pictures and documents: what a page shows or links to, never a script or a style that a
 * page still open in a browser may load. */
const pictureOrDocument = /\.(avif|bmp|gif|ico|jpe?g|pdf|png|svg|tiff?|webp)$/i;

/** Whether a publish removes `file` when no file of the build names it. */
export const removableWhenUnnamed = (file: string) =>
  file.startsWith(ASTRO_DIR) && pictureOrDocument.test(file);

/**
 * Every file under /_astro/ that `text` names, at any address (`/_astro/x.webp`, or the
 * site's full URL in a link preview): what the `astroNames` file step keeps per file. It
 * reads no format, so a name in an attribute, JSON (srcset of a data file, JSON-LD), a
 * stylesheet or a script counts alike; a name only looking like one keeps a file, never
 * removes one.
 */
export function astroNamesIn(text: string): string[] {
  const names = new Set<string>();
  for (let at = text.indexOf(MARK); at >= 0; at = text.indexOf(MARK, at + 1)) {
    let end = at + MARK.length;
    while (end < text.length && nameCharacter.test(text[end]!)) end++;
    if (end > at + MARK.length) names.add(text.slice(at + 1, end));
  }
  return [...names];
}
