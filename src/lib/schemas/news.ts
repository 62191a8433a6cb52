import * as v from 'valibot';
import {
  count,
  file,
  html,
  mediaPath,
  preprocess,
  recordId,
  text,
  tolerantObject,
} from './fields.ts';
import { pageId } from './page-id-field.ts';
import { tolerantList } from './tolerant-list.ts';

// Tags are comma-separated text on the wire; a provider sending a list is read the same way.
const tags = preprocess(
  (value) =>
    Array.isArray(value) ? value.filter((tag) => typeof tag === 'string').join(', ') : value,
  text,
);

/** A news item; `_id` links to /news-details/{id}. */
const newsItemSchema = v.object({
  _id: pageId,
  title: text,
  coverImage: file,
  publishDate: text,
  tags,
  description: html,
});
export type NewsItem = v.InferOutput<typeof newsItemSchema>;

/** `news/list` */
export const newsListDataSchema = v.object({
  newsPage: tolerantObject({ news: tolerantList(newsItemSchema, 'news'), count }),
  mediaPath,
});

/** `news/details/{id}` */
export const newsDetailsDataSchema = v.object({ news: newsItemSchema, mediaPath });
export type NewsDetailsData = v.InferOutput<typeof newsDetailsDataSchema>;

/** A news tag; the `_id` is its label. */
const newsTagSchema = v.object({ _id: recordId });

/** `news/tag/get` */
export const newsTagsDataSchema = v.object({ tags: tolerantList(newsTagSchema, 'news tag') });
