import * as v from 'valibot';
import { expect, test } from '@playwright/test';
import { CIRCULAR_LIST_SIZE, NOTICE_LIST_SIZE } from '../../src/lib/constants/members-area.ts';
import { noticeEntry } from '../../src/lib/members/notice-entry.ts';
import { noticeSchema, type Notice } from '../../src/lib/schemas/notices.ts';
import { documentPath, signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';

const notices = {
  heading: 'Club Notice',
  list: 'Notices',
  call: `notice-list?page=1&searchKey=&size=${NOTICE_LIST_SIZE}`,
  read: (data: Record<string, unknown>) => ({
    records: (data.noticePage as { notices: unknown[] }).notices,
    mediaPath: String(data.mediaPath),
  }),
};

const boards = [
  { path: '/notice-list', ...notices },
  { path: '/notice', ...notices },
  {
    path: '/circular-list',
    heading: 'Club Circular',
    list: 'Circulars',
    call: `club/circular/list?page=1&searchKey=&size=${CIRCULAR_LIST_SIZE}&showInactive=yes`,
    read: (data: Record<string, unknown>) => ({
      records: (data.circularPage as { circular: unknown[] }).circular,
      mediaPath: String(data.mediaPath),
    }),
  },
];

for (const board of boards) {
  test(`${board.path} ('${board.heading}'): date parts, title, 150-character preview, creator, attachment`, async ({
    page,
    request,
  }) => {
    await signInAs(page);
    const { records, mediaPath } = board.read(await memberData(request, board.call));
    const entries = records.map((record) =>
      noticeEntry(v.parse(noticeSchema, record) as Notice, mediaPath),
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.preview.endsWith('...'))).toBe(true); // a long body is cut

    await page.goto(board.path);
    await expect(page.getByRole('heading', { level: 1, name: board.heading })).toBeVisible();
    const shown = page.getByRole('list', { name: board.list }).getByRole('article');
    await expect(shown).toHaveCount(entries.length);
    for (const [index, entry] of entries.entries()) {
      const card = shown.nth(index);
      await expect(card.getByRole('heading')).toHaveText(entry.title);
      await expect(card.locator('.notice-entry__day')).toHaveText(entry.date!.day);
      await expect(card.locator('.notice-entry__month')).toHaveText(entry.date!.month);
      await expect(card.locator('.notice-entry__year')).toHaveText(entry.date!.year);
      await expect(card.locator('.notice-entry__preview')).toHaveText(entry.preview);
      expect(Array.from(entry.preview.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(150);
      await expect(card).toContainText(entry.createdBy);
      const attachment = card.getByRole('link', { name: /View Attachment/ });
      if (entry.attachmentUrl) {
        await expect(attachment).toHaveAttribute('href', /\?expires=\d+&signature=/);
        expect(documentPath(await attachment.getAttribute('href'))).toBe(
          documentPath(entry.attachmentUrl),
        );
        await expect(attachment).toHaveAttribute('target', '_blank');
      } else {
        await expect(attachment).toHaveCount(0);
      }
    }
  });
}
