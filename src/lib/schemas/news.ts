import * as z from 'zod/mini';
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
import { tolerantList } from './tolerant-list.ts';

// Tags are comma-separated text on the wire; a provider sending a list is read the same way.
const tags = preprocess(
  (value) =>
    Array.isArray(value) ? value.filter((tag) => typeof tag === 'string').join(', ') : value,
  text,
);

/** A news item; `_id` links to /news-details/{id}. */
export const newsItemSchema = z.object({
  _id: recordId,
  title: text,
  coverImage: file,
  publishDate: text,
  tags,
  description: html,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `news/list` */
export const newsListDataSchema = z.object({
  newsPage: tolerantObject({ news: tolerantList(newsItemSchema, 'news'), count }),
  mediaPath,
});
export type NewsListData = z.infer<typeof newsListDataSchema>;

/** `news/details/{id}` */
export const newsDetailsDataSchema = z.object({ news: newsItemSchema, mediaPath });
export type NewsDetailsData = z.infer<typeof newsDetailsDataSchema>;

/** A news tag; the `_id` is its label. */
export const newsTagSchema = z.object({ _id: recordId });

/** `news/tag/get` */
export const newsTagsDataSchema = z.object({ tags: tolerantList(newsTagSchema, 'news tag') });
export type NewsTagsData = z.infer<typeof newsTagsDataSchema>;
