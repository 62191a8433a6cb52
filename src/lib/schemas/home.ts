import * as z from 'zod/mini';
import { file, filledText, html, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** One home slide. A slide without a photo has nothing to show and is dropped. */
export const slideSchema = z.object({ _id: text, photo: filledText() });
export type Slide = z.infer<typeof slideSchema>;

/** `home/silder/list` */
export const slidersDataSchema = z.object({
  sliders: tolerantList(slideSchema, 'slider'),
  mediaPath,
});
export type SlidersData = z.infer<typeof slidersDataSchema>;

/** `club/club-history/get` */
export const clubHistoryDataSchema = z.object({
  clubHistory: tolerantObject({ clubHistory: html, coverImage: file }),
  mediaPath,
});
export type ClubHistoryData = z.infer<typeof clubHistoryDataSchema>;

/** A message of the president or a founder (`club/message/get`). */
export const clubMessageSchema = tolerantObject({
  messageFrom: text,
  message: html,
  name: text,
  image: file,
  signature: text,
  linkedinUrl: text,
});
export type ClubMessage = z.infer<typeof clubMessageSchema>;

/** `club/message/get?messageFrom=…` */
export const clubMessageDataSchema = z.object({ message: clubMessageSchema, mediaPath });
export type ClubMessageData = z.infer<typeof clubMessageDataSchema>;

/** `privacy-policy/get`: the policy itself is `data`, an HTML string. */
export const privacyPolicySchema = z.string();
