/** Elements whose start and end separate text (as `htmlToText` makes them a space). */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TR',
  'TD',
  'TH',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'BR',
]);

/**
 * The first `count` characters of the text of `html`, keeping its structure (headings,
 * paragraphs, links, emphasis): the markup around the kept text stays, everything after the
 * cut goes, and `more` ('...') follows the last kept character. Characters are counted as
 * `htmlToText` gives the text (white space collapsed, blocks apart by one space, by code
 * point). `html` must be sanitized already; `document` builds the fragment (a jsdom window
 * at build time). `cut` says whether anything was left out; a cut preview drops ids and
 * names, which the full text beside it keeps.
 */
export function previewHtml(
  html: string,
  count: number,
  document: Document,
  more = '...',
): { html: string; cut: boolean } {
  const root = document.createElement('div');
  root.innerHTML = html;
  let used = 0;
  let started = false;
  let space = false;
  let cut = false;
  let lastText: Text | null = null;
  let emptied: Node | null = null;

  /** Removes `node`, and its ancestors below the root that it leaves empty. */
  function removeEmpty(node: Node): void {
    let parent = node.parentNode;
    node.parentNode?.removeChild(node);
    while (parent && parent !== root && !parent.hasChildNodes()) {
      const next: ParentNode | null = parent.parentNode;
      parent.parentNode?.removeChild(parent);
      parent = next;
    }
  }

  /** Counts `node`'s text; on reaching the limit, cuts there. True once cut. */
  function visit(node: Node): boolean {
    if (node.nodeType === node.TEXT_NODE) {
      const text = node as Text;
      const characters = Array.from(text.data);
      let counted = false;
      for (const [index, character] of characters.entries()) {
        if (/\s/.test(character)) {
          space = started;
          continue;
        }
        const needed = space ? 2 : 1;
        if (used + needed > count) {
          const kept = characters.slice(0, index).join('').trimEnd();
          if (kept || !lastText) text.data = kept + more;
          else {
            // Cut where a new block begins: '...' closes the last kept text instead, and
            // the block that would hold nothing goes.
            lastText.data = lastText.data.trimEnd() + more;
            emptied = text;
          }
          return (cut = true);
        }
        used += needed;
        space = false;
        started = counted = true;
      }
      if (counted) lastText = text;
      return false;
    }
    const block = BLOCKS.has(node.nodeName);
    if (block) space = started;
    for (const child of Array.from(node.childNodes)) {
      if (cut) child.remove();
      else visit(child);
    }
    if (block) space = started;
    return cut;
  }

  visit(root);
  if (!cut) return { html, cut };
  if (emptied) removeEmpty(emptied);
  // The page holds the full text too: its ids must stay unique there.
  for (const element of Array.from(root.querySelectorAll('[id], [name]'))) {
    element.removeAttribute('id');
    element.removeAttribute('name');
  }
  return { html: root.innerHTML, cut };
}
