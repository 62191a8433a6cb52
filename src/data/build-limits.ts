import { z } from 'zod';

/** Records a paged list may hold before the build stops asking for more (BUILD_MAX_RECORDS). */
export const DEFAULT_MAX_RECORDS = 100_000;

const maxRecordsSchema = z.coerce
  .number({ error: 'BUILD_MAX_RECORDS must be a number' })
  .int('BUILD_MAX_RECORDS must be a whole number')
  .min(1, 'BUILD_MAX_RECORDS must be at least 1');

/**
 * The build's safety stop against a provider that never ends a list: at most this many
 * records of one list are built. A build-time process setting (not a site setting: it never
 * reaches a page), read when a list is loaded so a test or the publisher can set it.
 */
export function maxRecordsPerList(env: Record<string, string | undefined> = process.env): number {
  const given = env.BUILD_MAX_RECORDS?.trim();
  if (!given) return DEFAULT_MAX_RECORDS;
  const parsed = maxRecordsSchema.safeParse(given);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  return parsed.data;
}
