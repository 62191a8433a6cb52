import * as z from 'zod/mini';
import { count, file, mediaPath, recordId, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A publication cover; it links to its attachment, so `_id` is only a key. */
export const publicationSchema = z.object({
  _id: text,
  title: text,
  type: text,
  publishedDate: text,
  attachment: file,
  coverImage: file,
});
export type Publication = z.infer<typeof publicationSchema>;

/** `club/publication/get` */
export const publicationListDataSchema = z.object({
  publicationPage: tolerantObject({
    publications: tolerantList(publicationSchema, 'publication'),
    count,
  }),
  mediaPath,
});
export type PublicationListData = z.infer<typeof publicationListDataSchema>;

/** A publication type; the `_id` is its label. */
export const publicationTypeSchema = z.object({ _id: recordId });

/** `club/publication/type/get` */
export const publicationTypesDataSchema = z.object({
  types: tolerantList(publicationTypeSchema, 'publication type'),
});
export type PublicationTypesData = z.infer<typeof publicationTypesDataSchema>;
