import * as v from 'valibot';
import { reportSkippedRecord } from './skipped-records.ts';

/** The id of a raw record (or failing that its name or title), for naming it in a report. */
function idOf(raw: unknown): string | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const record = raw as Record<string, unknown>;
  for (const key of [
    '_id',
    'id',
    'foodId',
    'categoryId',
    'foodgroupId',
    'tableid',
    'name',
    'title',
  ]) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

function issueOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid record';
  const path = (first.path ?? []).map((item) => String(item.key)).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

/**
 * A list whose items each pass `item`: an item that fails is dropped and reported under
 * `label` (see skipped-records.ts) instead of failing the whole list. A missing or non-list
 * value is an empty list.
 */
export function tolerantList<T extends v.GenericSchema>(item: T, label: string) {
  return v.pipe(
    // A missing key reads as no list (the default runs the transform).
    v.optional(v.unknown(), () => []),
    v.transform((value): v.InferOutput<T>[] => {
      if (!Array.isArray(value)) return [];
      return value.flatMap((raw) => {
        const result = v.safeParse(item, raw);
        if (result.success) return [result.output];
        reportSkippedRecord({ label, id: idOf(raw), issue: issueOf(result.issues) });
        return [];
      });
    }),
  );
}
