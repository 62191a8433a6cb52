import * as v from 'valibot';
import { isPageId, PAGE_ID_RULE } from '../page-id.ts';
import { recordId } from './fields.ts';

// Kept apart from fields.ts: only the public lists' schemas use it, so the members' pages,
// which share fields.ts, carry none of it.

/**
 * The id of a record that gets a page, a Load More entry, a calendar entry and a feed item
 * of its own (news, albums, events, facilities and their items): a `recordId` that is safe
 * as an address as it is. A record with another id is dropped from its list and named as
 * skipped (tolerant-list.ts), so every page, file and link of the build agrees on it.
 */
export const pageId = v.pipe(
  recordId,
  v.check(isPageId, `not usable in a page address (${PAGE_ID_RULE})`),
);
