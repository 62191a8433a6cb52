import * as v from 'valibot';
import { count, filledText, mediaPath, text, tolerantObject } from './fields.ts';
import { pageId } from './page-id-field.ts';
import { tolerantList } from './tolerant-list.ts';

/** A photo of an album; an entry without a file has nothing to show and is dropped. */
const photoSchema = v.object({ photo: filledText() });

/** An album; `_id` links to /gallery-details/{id}. */
const albumSchema = v.object({
  _id: pageId,
  title: text,
  photos: tolerantList(photoSchema, 'album photo'),
});
export type Album = v.InferOutput<typeof albumSchema>;

/** `club/gallery/album/list` */
export const albumListDataSchema = v.object({
  albumPage: tolerantObject({ albums: tolerantList(albumSchema, 'album'), count }),
  mediaPath,
});

/** `club/gallery/album/details/{id}` */
export const albumDetailsDataSchema = v.object({ album: albumSchema, mediaPath });
export type AlbumDetailsData = v.InferOutput<typeof albumDetailsDataSchema>;
