import * as v from 'valibot';
import { count, file, html, mediaPath, text, tolerantObject } from './fields.ts';
import { pageId } from './page-id-field.ts';
import { tolerantList } from './tolerant-list.ts';

/** An event; `_id` links to /event-details/{id}. */
const eventSchema = v.object({
  _id: pageId,
  title: text,
  description: html,
  schedule: text,
  coverImage: file,
});
export type ClubEvent = v.InferOutput<typeof eventSchema>;

/** `event/list` */
export const eventListDataSchema = v.object({
  eventPage: tolerantObject({ events: tolerantList(eventSchema, 'event'), count }),
  mediaPath,
});
export type EventListData = v.InferOutput<typeof eventListDataSchema>;

/** `event/details/{id}` */
export const eventDetailsDataSchema = v.object({ event: eventSchema, mediaPath });
export type EventDetailsData = v.InferOutput<typeof eventDetailsDataSchema>;
