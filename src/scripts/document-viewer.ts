// Description pages (guest rules, dress code, timing …): the attached PDF's viewer comes in at
// the visitor's first sign of reading on — a scroll, a touch, a key, the pointer moving — not
// with the page's first screen. Chromium's PDF viewer settles inside its frame as it starts
// (a layout shift of its own that the page's room cannot hold still: CLS 0.0025–0.009 in
// Lighthouse), and a PDF can weigh megabytes a visitor who only glances at the page never
// needs. Its room is kept (the page's CSS); the link under it opens the file at any time.

/** The attribute of the <template> that holds a description page's viewer. */
const WAITING = 'template[data-viewer]';
const signs = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown'] as const;

function showViewers(): void {
  for (const name of signs) removeEventListener(name, showViewers, true);
  for (const template of document.querySelectorAll<HTMLTemplateElement>(WAITING))
    template.replaceWith(template.content);
}

for (const name of signs) addEventListener(name, showViewers, { capture: true, passive: true });
