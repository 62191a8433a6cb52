import { listCirculars } from '../lib/api/calls/directory.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { CIRCULAR_LIST_SIZE } from '../lib/constants/members-area.ts';
import { noticeEntry, type NoticeEntry } from '../lib/members/notice-entry.ts';
import { clubApi } from './club-api.ts';
import { createPagedList } from './paged-list.ts';

// The call fetches one page (the latest 10, inactive ones included); a search asks it again.

/** /circular-list: 'Club Circular'. */
export const circularList = createPagedList<NoticeEntry>({
  pageSize: CIRCULAR_LIST_SIZE,
  maxPages: 1,
  filter: null,
  load: async ({ searchKey, signal }) => {
    const { circularPage, mediaPath } = await listCirculars(clubApi, searchKey, { signal });
    return {
      count: circularPage.count,
      items: circularPage.circular.map((circular) => noticeEntry(circular, mediaPath)),
    };
  },
});

/** The circulars' first call, started by the page's head script (lib/api/head-call.ts). */
export const circularsHeadCall: HeadCall = (api) => listCirculars(api);
