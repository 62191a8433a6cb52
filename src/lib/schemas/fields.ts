import * as z from 'zod/mini';

// Tolerant field types: a missing or malformed optional field gets a safe default instead of
// failing its record. Only fields a page cannot do without (ids used in links) are strict.
// Written with zod/mini (the same schemas check the build's data and the islands' answers;
// mini keeps the browser's share of zod to a few KB).

/** `schema` applied to `value` after `prepare` has read it (zod's preprocess, in mini). */
export const preprocess = <S extends z.ZodMiniType>(
  prepare: (value: unknown) => unknown,
  schema: S,
) => z.pipe(z.transform(prepare), schema);

/** Text that must hold something besides spaces (a name used as a key, a token); trimmed. */
export const filledText = () => z.string().check(z.trim(), z.minLength(1));

/** Text, '' when missing; numbers are kept as their text (an account no may come as 123). */
export const text = z.catch(
  preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
  '',
);

/** HTML from the provider's editor, '' when missing (sanitize before rendering). */
export const html = text;

/** A media file name or path, null when missing or empty (the UI shows a placeholder). */
export const file = z.catch(z.nullable(filledText()), null);

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : value;

/** An amount of money or a count, coerced from text ('1,200' → 1200); 0 when missing. */
export const amount = z.catch(preprocess(toNumber, z.number()), 0);

/** An amount that may be absent (null), as in a room's rent for a day. */
export const optionalAmount = z.catch(z.nullable(preprocess(toNumber, z.number())), null);

/** A yes/no flag; 'true'/'false' and 1/0 are read too; false when missing. */
export const flag = z.catch(
  preprocess(
    (value) =>
      value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value,
    z.boolean(),
  ),
  false,
);

/** A record's id, required: a record without one cannot be linked to and is dropped. */
export const recordId = preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: (issue) => (issue.input == null ? 'missing' : 'not a text id') })
    .check(z.trim(), z.minLength(1, { error: 'empty' })),
);

/** The total `count` of a page object; 0 when missing. */
export const count = amount;

/** `mediaPath`, the absolute prefix of a response's files; '' when missing. */
export const mediaPath = text;

/**
 * An object that falls back to its all-defaults value when missing or malformed. Every field
 * of `shape` must have a default; the fallback is built at once so a strict field fails early.
 */
export function tolerantObject<T extends Record<string, z.ZodMiniType>>(shape: T) {
  const schema = z.object(shape);
  const fallback = schema.parse({});
  return z.catch(schema, () => fallback);
}
