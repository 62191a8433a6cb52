// Changes to a built page are made where the parse found what they change (./parsed-page.ts):
// each is a piece of the source replaced, and every byte between them stays as it was.

/** The source from `start` to `end` replaced by `text` (`start === end`: `text` inserted). */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** Inserts `text` at `at`. */
export const insertion = (at: number, text: string): Splice => ({ start: at, end: at, text });

/**
 * `html` with the splices made (positions in `html`; none may overlap; insertions at one
 * place go in the order given). With `from` and `to`, only that part of the page: the
 * splices inside it made, an insertion at its edge belonging to what is around it (unless
 * that edge is the page's own).
 */
export function spliced(
  html: string,
  splices: readonly Splice[],
  from = 0,
  to = html.length,
): string {
  const inside = splices
    .filter(({ start, end }) =>
      start === end
        ? (start > from || start === 0) && (start < to || start === html.length)
        : start < to && end > from,
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let text = '';
  let at = from;
  for (const splice of inside) {
    if (splice.start < at || splice.end > to)
      throw new Error(
        `Overlapping change to a page at ${splice.start}–${splice.end} (from ${from} to ${to}).`,
      );
    text += html.slice(at, splice.start) + splice.text;
    at = splice.end;
  }
  return text + html.slice(at, to);
}

/** `text` as an attribute value inside double quotes ('&' and '"' escaped). */
export const quotedValue = (text: string) =>
  `"${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
