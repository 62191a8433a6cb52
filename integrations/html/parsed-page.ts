import { Parser, type Handler } from 'htmlparser2';

// Every place that reads a built page (page finishing, the CSP facts, the publisher's checks,
// the tests and the bench) reads it through this one parse: htmlparser2 tokenizes as a
// browser does (raw text in <script> and <style>, quoted attribute values, comments, tags in
// any case, a missing end tag), so what is found here is what the browser finds. Each
// element keeps where it stands in the source, so a change is spliced into the page as
// written (./splices.ts) and every byte around it stays as it was.

/** One element of a page: its name, its attributes and where it stands in the source. */
export interface PageElement {
  /** The tag name in lower case. */
  name: string;
  /** Attribute values as the browser reads them (entities decoded); names in lower case, a
   * repeated name's first value kept, as the browser keeps it. */
  attributes: Readonly<Record<string, string>>;
  /** The index of the enclosing element in `elements` (-1: none). */
  parent: number;
  /** Where the start tag begins ('<'). */
  start: number;
  /** Just after the start tag's '>': where the content begins. */
  openEnd: number;
  /** Where the content ends: the end tag's '<', or where the browser ends the element
   * without one (the next tag's start, the end of the page); `openEnd` for a void element. */
  closeStart: number;
  /** Just after the end tag's '>' (`closeStart` without an end tag). */
  end: number;
  /** Whether the element's end tag is written. */
  closed: boolean;
}

/** A run of text (entities decoded) and the element it is in. */
export interface PageText {
  start: number;
  end: number;
  parent: number;
  text: string;
}

/** A page read once: its source, its elements in document order and its text. */
export interface ParsedPage {
  html: string;
  elements: PageElement[];
  texts: PageText[];
}

// htmlparser2 ends an end tag's event at the end of its name (`</main >`), so the next
// node's start would point inside the tag: the tag ends at its '>'.
class SourceParser extends Parser {
  private readonly source: string;

  constructor(handler: Partial<Handler>, source: string, xml: boolean) {
    super(handler, { decodeEntities: true, xmlMode: xml });
    this.source = source;
  }

  override onclosetag(start: number, endIndex: number): void {
    super.onclosetag(start, endIndex);
    this.startIndex = tagEnd(this.source, endIndex);
  }
}

/** Just after the '>' at or after `from` (the end of the source when there is none). */
const tagEnd = (source: string, from: number) => {
  const gt = source.indexOf('>', from);
  return gt < 0 ? source.length : gt + 1;
};

function parse(html: string, xml: boolean): ParsedPage {
  const elements: PageElement[] = [];
  const texts: PageText[] = [];
  const open: number[] = [];
  const parser: Parser = new SourceParser(
    {
      onopentag(name, attributes) {
        elements.push({
          name,
          attributes,
          parent: open.at(-1) ?? -1,
          start: parser.startIndex,
          openEnd: parser.endIndex + 1,
          closeStart: -1,
          end: -1,
          closed: false,
        });
        open.push(elements.length - 1);
      },
      onclosetag(_, implied) {
        const element = elements[open.pop()!]!;
        if (element.openEnd > parser.startIndex) {
          // A void element (or one closed by its own '/>'): nothing inside it.
          element.closeStart = element.end = element.openEnd;
        } else if (implied) {
          element.closeStart = element.end = parser.startIndex;
        } else {
          element.closeStart = parser.startIndex;
          element.end = tagEnd(html, parser.endIndex);
          element.closed = true;
        }
      },
      ontext(text) {
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        const parent = open.at(-1) ?? -1;
        const last = texts.at(-1);
        // An entity arrives as a text event of its own: one run of text stays one.
        if (last && last.end === start && last.parent === parent) {
          last.text += text;
          last.end = end;
        } else texts.push({ start, end, parent, text });
      },
    },
    html,
    xml,
  );
  parser.end(html);
  return { html, elements, texts };
}

// The page read last: the publisher's steps and the string helpers read the same page in turn.
let last: ParsedPage | null = null;

/** A built page (HTML) read once; the same page again is not read twice in a row. */
export function parsePage(html: string): ParsedPage {
  if (last?.html !== html) last = parse(html, false);
  return last;
}

/** An XML file (a sitemap) read the same way: names as written, XML's entities decoded. */
export const parseXml = (xml: string): ParsedPage => parse(xml, true);

/** A page given as text or already read. */
export const asPage = (page: string | ParsedPage): ParsedPage =>
  typeof page === 'string' ? parsePage(page) : page;

/** The elements of a page with this (lower-case) name. */
export const elementsNamed = (page: ParsedPage, name: string) =>
  page.elements.filter((element) => element.name === name);

/** An element's content as written: a script's or style's body exactly as the browser runs it. */
export const contentOf = (page: ParsedPage, element: PageElement) =>
  page.html.slice(element.openEnd, element.closeStart);

/** The text inside an element (its descendants' too), as the browser shows it. */
export function textOf(page: ParsedPage, element: PageElement): string {
  let low = 0;
  let high = page.texts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (page.texts[middle]!.start < element.openEnd) low = middle + 1;
    else high = middle;
  }
  let text = '';
  for (let at = low; at < page.texts.length; at++) {
    const run = page.texts[at]!;
    if (run.start >= element.closeStart) break;
    text += run.text;
  }
  return text;
}

/** The classes an element carries. */
export const classesOf = (element: PageElement): string[] =>
  (element.attributes.class ?? '').split(/\s+/).filter(Boolean);

/** Whether an element stands inside an element named `name`. */
export function isInside(page: ParsedPage, element: PageElement, name: string): boolean {
  for (let at = element.parent; at >= 0; at = page.elements[at]!.parent)
    if (page.elements[at]!.name === name) return true;
  return false;
}

/** Where each attribute of an element is written (`name="value"`, from its name to just after
 * its value), read from the element's start tag alone. */
export function attributeSpans(
  page: ParsedPage,
  element: PageElement,
): Map<string, { start: number; end: number }> {
  const spans = new Map<string, { start: number; end: number }>();
  const tag = page.html.slice(element.start, element.openEnd);
  const parser: Parser = new Parser(
    {
      onattribute(name) {
        if (!spans.has(name))
          spans.set(name, {
            start: element.start + parser.startIndex,
            end: element.start + parser.endIndex,
          });
      },
    },
    { decodeEntities: true },
  );
  parser.end(tag);
  return spans;
}
