import * as z from 'zod/mini';
import { count, filledText, mediaPath, recordId, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A photo of an album; an entry without a file has nothing to show and is dropped. */
export const photoSchema = z.object({ photo: filledText() });

/** An album; `_id` links to /gallery-details/{id}. */
export const albumSchema = z.object({
  _id: recordId,
  title: text,
  photos: tolerantList(photoSchema, 'album photo'),
});
export type Album = z.infer<typeof albumSchema>;

/** `club/gallery/album/list` */
export const albumListDataSchema = z.object({
  albumPage: tolerantObject({ albums: tolerantList(albumSchema, 'album'), count }),
  mediaPath,
});
export type AlbumListData = z.infer<typeof albumListDataSchema>;

/** `club/gallery/album/details/{id}` */
export const albumDetailsDataSchema = z.object({ album: albumSchema, mediaPath });
export type AlbumDetailsData = z.infer<typeof albumDetailsDataSchema>;
