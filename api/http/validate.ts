import type { Context } from 'hono';
import { z } from 'zod';
import { HttpRefusal } from './envelope.ts';

/** Explains the first problem of a failed zod parse in words for people. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The query parameters checked by `schema`; a bad query answers 400 with the reason. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new HttpRefusal(400, firstIssue(result.error));
  return result.data;
}

/**
 * The JSON body checked by `schema`; bad JSON or a bad body answers 400 with the reason. A
 * body not sent as application/json answers 415: a form or text/plain body is what another
 * site's page can send without the browser asking first (a CORS preflight), so such
 * requests never reach sign-in or any other call.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpRefusal(415, 'The request body must be sent as application/json.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpRefusal(400, 'Request body must be JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpRefusal(400, firstIssue(result.error));
  return result.data;
}

/** Paging parameters of every list call: page from 1, a bounded size, a search key. */
export const pagingQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').default(1),
  size: z.coerce.number().int('size must be a whole number').min(1).max(100).default(10),
  searchKey: z.string().max(100, 'searchKey is too long').default(''),
});

/** The slice of `items` for a page. */
export function pageOf<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Whether `text` contains `searchKey`, ignoring case. */
export function matches(searchKey: string, ...texts: (string | undefined | null)[]): boolean {
  const needle = searchKey.trim().toLowerCase();
  return !needle || texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}
