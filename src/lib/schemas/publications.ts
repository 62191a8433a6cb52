import * as v from 'valibot';
import { count, file, mediaPath, recordId, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A publication cover; it links to its attachment, so `_id` is only a key. */
export const publicationSchema = v.object({
  _id: text,
  title: text,
  type: text,
  publishedDate: text,
  attachment: file,
  coverImage: file,
});
export type Publication = v.InferOutput<typeof publicationSchema>;

/** `club/publication/get` */
export const publicationListDataSchema = v.object({
  publicationPage: tolerantObject({
    publications: tolerantList(publicationSchema, 'publication'),
    count,
  }),
  mediaPath,
});
export type PublicationListData = v.InferOutput<typeof publicationListDataSchema>;

/** A publication type; the `_id` is its label. */
const publicationTypeSchema = v.object({ _id: recordId });

/** `club/publication/type/get` */
export const publicationTypesDataSchema = v.object({
  types: tolerantList(publicationTypeSchema, 'publication type'),
});
