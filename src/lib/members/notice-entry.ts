import { NOTICE_PREVIEW_CHARS } from '../constants/members-area.ts';
import { dateParts } from '../format/date.ts';
import { mediaUrl, webUrl } from '../media.ts';
import type { Notice } from '../schemas/notices.ts';
import { htmlToText } from '../text/html-to-text.ts';
import { previewChars } from '../text/preview.ts';

/** A notice or circular as its list shows it. */
export interface NoticeEntry {
  id: string;
  date: ReturnType<typeof dateParts>;
  title: string;
  /** The first 150 characters of the body's text, '...' when cut. */
  preview: string;
  createdBy: string;
  /** The attachment, opened in a new tab; null when there is none. */
  attachmentUrl: string | null;
}

/** The list entry of a notice or circular (its body's text, never its HTML). */
export function noticeEntry(notice: Notice, mediaPath: string): NoticeEntry {
  return {
    id: notice._id,
    date: dateParts(notice.createdAt),
    title: notice.title,
    preview: previewChars(htmlToText(notice.body), NOTICE_PREVIEW_CHARS),
    createdBy: notice.createdBy.name,
    // Only a web address may reach the link (never javascript:, as public pages check too).
    attachmentUrl: webUrl(mediaUrl(mediaPath, notice.attachment)),
  };
}
