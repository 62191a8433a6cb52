import * as v from 'valibot';
import { classesOf, parsePage, textOf } from '../../../integrations/html/parsed-page.ts';
import { envelopeSchema } from '../../../src/lib/api/envelope.ts';
import { mediaUrl } from '../../../src/lib/media.ts';
import { contactDataSchema } from '../../../src/lib/schemas/club-pages.ts';
import { VISITOR_PUBLICATION_TYPE } from '../../../src/lib/constants/public-area.ts';
import type { FetchRecord } from '../../build/contract.ts';
import type { CheckResult } from '../types.ts';

/** The class of a publication cover's type (src/components/publications/PublicationCard.astro). */
const PUBLICATION_TYPE_CLASS = 'publication__type';

/** Whether a call is the contact call, whose answer the member-data check reads. */
export const isContactCall = (url: string) => /\/club\/contact-us\/get(\?|$)/.test(url);

/**
 * What must never be in the public build, from the contact call the build itself made:
 * the contact attachment (members only, public-area §5) as its file name and as its URL.
 */
export function contactAttachments(fetches: readonly FetchRecord[]): string[] {
  const call = fetches.findLast((record) => isContactCall(record.url));
  if (!call?.body) return [];
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch {
    return [];
  }
  const envelope = v.safeParse(envelopeSchema, body);
  const data = v.safeParse(contactDataSchema, envelope.success ? envelope.output.data : undefined);
  const attachment = data.success ? data.output.contactUs.attachment : '';
  if (!data.success || !attachment) return [];
  const url = mediaUrl(data.output.mediaPath, attachment);
  return [...new Set([attachment, ...(url ? [url] : [])])];
}

/** What one built file shows of member-only data: its Magazine covers and its problems. A page
 * is read as the browser reads it: every element with the publication type's class, whatever
 * is written inside it, and the contact attachment in any text or attribute, entities decoded. */
export function memberDataIn(
  file: string,
  text: string,
  attachments: readonly string[],
): { magazines: number; problems: string[] } {
  const problems: string[] = [];
  let magazines = 0;
  const page = file.endsWith('.html') ? parsePage(text) : null;
  for (const element of page?.elements ?? []) {
    if (!classesOf(element).includes(PUBLICATION_TYPE_CLASS)) continue;
    const type = textOf(page!, element).trim();
    // An empty type is the blank cover of the members' part's <template>: no publication.
    if (type === VISITOR_PUBLICATION_TYPE) magazines++;
    else if (type) problems.push(`a "${type}" publication on /${file}`);
  }
  const shown = page
    ? [
        ...page.texts.map(({ text: run }) => run),
        ...page.elements.flatMap(({ attributes }) => Object.values(attributes)),
      ]
    : [];
  for (const attachment of attachments)
    if (text.includes(attachment) || shown.some((value) => value.includes(attachment)))
      problems.push(`the contact attachment in /${file}`);
  return { magazines, problems };
}

/**
 * No member-only data: every publication a built page shows is a Magazine (visitors see no
 * other type), and the contact attachment appears in no built file. `found` is what
 * `memberDataIn` found in each file.
 */
export function checkMemberData(
  found: Iterable<{ magazines: number; problems: string[] }>,
  attachments: readonly string[],
): CheckResult {
  const name = 'No member-only data';
  const problems: string[] = [];
  let magazines = 0;
  for (const file of found) {
    magazines += file.magazines;
    problems.push(...file.problems);
  }
  if (problems.length > 0)
    return {
      name,
      ok: false,
      detail: `Found ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}.`,
    };
  const contact =
    attachments.length > 0
      ? 'the contact attachment appears nowhere'
      : 'no contact attachment to look for';
  return { name, ok: true, detail: `${magazines} publication covers, all Magazine; ${contact}.` };
}
