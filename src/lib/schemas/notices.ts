import * as v from 'valibot';
import { count, file, html, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A notice or a circular (the two share one shape). */
export const noticeSchema = v.object({
  _id: text,
  title: text,
  body: html,
  attachment: file,
  createdAt: text,
  createdBy: tolerantObject({ name: text }),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

/** `notice-list` */
export const noticeListDataSchema = v.object({
  noticePage: tolerantObject({ notices: tolerantList(noticeSchema, 'notice'), count }),
  mediaPath,
});

/** `club/circular/list` (its list is named `circular`, singular). */
export const circularListDataSchema = v.object({
  circularPage: tolerantObject({ circular: tolerantList(noticeSchema, 'circular'), count }),
  mediaPath,
});
