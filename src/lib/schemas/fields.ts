import * as v from 'valibot';

// Tolerant field types: a missing or malformed optional field gets a safe default instead of
// failing its record. Only fields a page cannot do without (ids used in links) are strict.
// Written with valibot: the same schemas check the build's data and the islands' answers,
// and valibot's functions are bundled one by one, so the browser carries ~3 KB of it.

/**
 * `schema` applied to a value after `prepare` has read it (zod's preprocess). A key missing
 * from its object is read as undefined (the default), so `schema` decides about it too.
 */
export const preprocess = <S extends v.GenericSchema>(
  prepare: (value: unknown) => unknown,
  schema: S,
) =>
  v.pipe(
    v.optional(v.unknown(), () => undefined),
    v.transform(prepare),
    schema,
  );

/** Text that must hold something besides spaces (a name used as a key, a token); trimmed. */
export const filledText = () => v.pipe(v.string(), v.trim(), v.minLength(1));

/** Text, '' when missing; numbers are kept as their text (an account no may come as 123). */
export const text = v.fallback(
  preprocess((value) => (typeof value === 'number' ? String(value) : value), v.string()),
  '',
);

/** HTML from the provider's editor, '' when missing (sanitize before rendering). */
export const html = text;

/** A media file name or path, null when missing or empty (the UI shows a placeholder). */
export const file = v.fallback(v.nullable(filledText()), null);

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : value;

/** An amount of money or a count, coerced from text ('1,200' → 1200); 0 when missing. */
export const amount = v.fallback(preprocess(toNumber, v.number()), 0);

/** An amount that may be absent (null), as in a room's rent for a day. */
export const optionalAmount = v.fallback(v.nullable(preprocess(toNumber, v.number())), null);

/** A yes/no flag; 'true'/'false' and 1/0 are read too; false when missing. */
export const flag = v.fallback(
  preprocess(
    (value) =>
      value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value,
    v.boolean(),
  ),
  false,
);

/** A record's id, required: a record without one cannot be linked to and is dropped. */
export const recordId = preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  v.pipe(
    v.string((issue) => (issue.input == null ? 'missing' : 'not a text id')),
    v.trim(),
    v.minLength(1, 'empty'),
  ),
);

/** The total `count` of a page object; 0 when missing. */
export const count = amount;

/** `mediaPath`, the absolute prefix of a response's files; '' when missing. */
export const mediaPath = text;

/**
 * An object that falls back to its all-defaults value when missing or malformed. Every field
 * of `shape` must have a default; the fallback is built at once so a strict field fails early.
 */
export function tolerantObject<T extends v.ObjectEntries>(shape: T) {
  const schema = v.object(shape);
  const fallback = v.parse(schema, {});
  return v.fallback(schema, () => fallback);
}

/** The `data` of a call that is not read (the envelope's error and message are). */
export const ignoredData = v.unknown();
