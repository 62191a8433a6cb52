import * as z from 'zod/mini';
import { count, file, html, mediaPath, recordId, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** An event; `_id` links to /event-details/{id}. */
export const eventSchema = z.object({
  _id: recordId,
  title: text,
  description: html,
  schedule: text,
  coverImage: file,
});
export type ClubEvent = z.infer<typeof eventSchema>;

/** `event/list` */
export const eventListDataSchema = z.object({
  eventPage: tolerantObject({ events: tolerantList(eventSchema, 'event'), count }),
  mediaPath,
});
export type EventListData = z.infer<typeof eventListDataSchema>;

/** `event/details/{id}` */
export const eventDetailsDataSchema = z.object({ event: eventSchema, mediaPath });
export type EventDetailsData = z.infer<typeof eventDetailsDataSchema>;
