// The build names records by their ids and titles in its log, one line each (the publisher
// reads the lines as the build's warnings): a line break in an id would start a line of its
// own, made up by whoever wrote the id.
// eslint-disable-next-line no-control-regex -- control characters are what is written out here
const unprintable = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` on one line: each control character (line breaks too) written as its \u escape. */
export function printable(text: string): string {
  return text.replace(
    unprintable,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
