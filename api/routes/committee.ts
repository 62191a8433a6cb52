import { Hono } from 'hono';
import { z } from 'zod';
import type { StandIn, StandInEnv } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { readQuery } from '../http/validate.ts';

const year = z.coerce.number().int('years are whole numbers').min(1900).max(2100);
const committeeQuery = z
  .object({
    type: z.enum(
      ['Executive Committee', 'Past President', 'Present Sub-Committee', 'Founder Member'],
      {
        message:
          "type must be 'Executive Committee', 'Past President', 'Present Sub-Committee' or 'Founder Member'",
      },
    ),
    fromYear: year.optional(),
    toYear: year.optional(),
    year: year.optional(),
    department: z.string().max(100).optional(),
  })
  .refine((q) => (q.fromYear === undefined) === (q.toYear === undefined), {
    message: 'fromYear and toYear go together',
  });

interface CommitteeEntry {
  _id: string;
  name: string;
  designation: string;
  image: string;
  acNo: string;
  type: string;
  fromYear?: number;
  toYear?: number;
  department?: string;
}

/** Whether a committee entry's term fits the asked years (entries without a term, such as
 * founder members and sub-committees, fit any). */
function inTerm(
  entry: CommitteeEntry,
  query: { fromYear?: number; toYear?: number; year?: number },
) {
  if (entry.fromYear === undefined || entry.toYear === undefined) return true;
  if (query.fromYear !== undefined && query.toYear !== undefined) {
    return entry.fromYear === query.fromYear && entry.toYear === query.toYear;
  }
  if (query.year !== undefined) return entry.fromYear <= query.year && query.year <= entry.toYear;
  return true;
}

/** Committees by type and year range, year or department; departments. */
export function committeeRoutes(standIn: StandIn) {
  const committee = new Hono<StandInEnv>();
  committee.get('club/members/get', (c) => {
    const query = readQuery(c, committeeQuery);
    const members = standIn.content
      .list<CommitteeEntry>('committee')
      .filter((entry) => entry.type === query.type && inTerm(entry, query))
      .filter((entry) => query.department === undefined || entry.department === query.department)
      .map(({ _id, name, designation, image, acNo }) => ({ _id, name, designation, image, acNo }));
    return ok(c, { members, mediaPath: `${standIn.origin}/web/uploads/` });
  });
  committee.get('club/department/get', (c) =>
    ok(c, { departments: standIn.content.list('departments') }),
  );
  return committee;
}
