import * as z from 'zod/mini';
import { count, file, html, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A notice or a circular (the two share one shape). */
export const noticeSchema = z.object({
  _id: text,
  title: text,
  body: html,
  attachment: file,
  createdAt: text,
  createdBy: tolerantObject({ name: text }),
});
export type Notice = z.infer<typeof noticeSchema>;

/** `notice-list` */
export const noticeListDataSchema = z.object({
  noticePage: tolerantObject({ notices: tolerantList(noticeSchema, 'notice'), count }),
  mediaPath,
});
export type NoticeListData = z.infer<typeof noticeListDataSchema>;

/** `club/circular/list` (its list is named `circular`, singular). */
export const circularListDataSchema = z.object({
  circularPage: tolerantObject({ circular: tolerantList(noticeSchema, 'circular'), count }),
  mediaPath,
});
export type CircularListData = z.infer<typeof circularListDataSchema>;
