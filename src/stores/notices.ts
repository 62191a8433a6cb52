import { listCirculars, listNotices } from '../lib/api/calls/directory.ts';
import { CIRCULAR_LIST_SIZE, NOTICE_LIST_SIZE } from '../lib/constants/members-area.ts';
import { noticeEntry, type NoticeEntry } from '../lib/members/notice-entry.ts';
import { createPagedList } from './paged-list.ts';
import { clubApi } from './club-api.ts';

// The calls fetch one page each (notices: the latest 5; circulars: the latest 10, inactive
// ones included); a search asks that page again.

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
