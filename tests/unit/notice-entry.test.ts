import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NOTICE_PREVIEW_CHARS } from '../../src/lib/constants/members-area.ts';
import { noticeEntry } from '../../src/lib/members/notice-entry.ts';
import { noticeSchema } from '../../src/lib/schemas/notices.ts';

const notice = (fields: object) =>
  v.parse(noticeSchema, {
    _id: 'n1',
    title: 'AGM',
    body: '<p>Hello</p>',
    attachment: 'notices/agm.pdf',
    createdAt: '2026-03-05T08:00:00Z',
    createdBy: { name: 'Secretary' },
    ...fields,
  });

describe('noticeEntry', () => {
  it('shows the day, month and year of its date (en-BD, Dhaka time)', () => {
    expect(noticeEntry(notice({}), '').date).toEqual({ day: '5', month: 'Mar', year: '2026' });
    expect(noticeEntry(notice({ createdAt: 'unknown' }), '').date).toBeNull();
  });

  it("previews the first 150 characters of the body's text", () => {
    const text = 'x'.repeat(NOTICE_PREVIEW_CHARS) + 'CUT';
    const entry = noticeEntry(notice({ body: `<p><b>${text}</b></p>` }), '');
    expect(entry.preview).toBe('x'.repeat(NOTICE_PREVIEW_CHARS) + '...');
    expect(noticeEntry(notice({ body: '<p>Tea &amp; talk</p>' }), '').preview).toBe('Tea & talk');
  });

  it('never carries markup into the preview', () => {
    const entry = noticeEntry(
      notice({ body: '<img src=x onerror=alert(1)>Safe<script>x()</script>' }),
      '',
    );
    expect(entry.preview).toBe('Safe');
  });

  it('links the attachment under mediaPath; none without a file', () => {
    expect(noticeEntry(notice({}), 'https://media.example/files/').attachmentUrl).toBe(
      'https://media.example/files/notices/agm.pdf',
    );
    expect(
      noticeEntry(notice({ attachment: '' }), 'https://media.example').attachmentUrl,
    ).toBeNull();
  });

  it('names the creator and keeps title and id', () => {
    expect(noticeEntry(notice({}), '')).toMatchObject({
      id: 'n1',
      title: 'AGM',
      createdBy: 'Secretary',
    });
    expect(noticeEntry(notice({ createdBy: null }), '').createdBy).toBe('');
  });
});
