// Kept apart from the API client's failure texts (src/lib/api/failure.ts): the contact page
// uses it too, and must not load the client's error classes with it.

/**
 * The field a provider's refusal names first, in its own words ('email: email must be …',
 * 'fullName is required'), so a form can say it in plain words; null when it names none.
 */
export function refusedField<Field extends string>(
  message: string,
  fields: readonly Field[],
): Field | null {
  const first = /^\s*([A-Za-z]+)\b/.exec(message)?.[1];
  return fields.find((field) => field === first) ?? null;
}
