import { listNotices } from '../lib/api/calls/directory.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { NOTICE_LIST_SIZE } from '../lib/constants/members-area.ts';
import { noticeEntry, type NoticeEntry } from '../lib/members/notice-entry.ts';
import { clubApi } from './club-api.ts';
import { createPagedList } from './paged-list.ts';

// The call fetches one page (the latest 5); a search asks that page again.

/** /notice-list and /notice: 'Club Notice'. */
export const noticeList = createPagedList<NoticeEntry>({
  pageSize: NOTICE_LIST_SIZE,
  maxPages: 1,
  filter: null,
  load: async ({ searchKey, signal }) => {
    const { noticePage, mediaPath } = await listNotices(clubApi, searchKey, { signal });
    return {
      count: noticePage.count,
      items: noticePage.notices.map((notice) => noticeEntry(notice, mediaPath)),
    };
  },
});

/** The notices' first call, started by the page's head script (lib/api/head-call.ts). */
export const noticesHeadCall: HeadCall = (api) => listNotices(api);
