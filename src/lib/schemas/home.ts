import * as v from 'valibot';
import { file, filledText, html, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** One home slide. A slide without a photo has nothing to show and is dropped. */
const slideSchema = v.object({ _id: text, photo: filledText() });

/** `home/silder/list` */
export const slidersDataSchema = v.object({
  sliders: tolerantList(slideSchema, 'slider'),
  mediaPath,
});
export type SlidersData = v.InferOutput<typeof slidersDataSchema>;

/** `club/club-history/get` */
export const clubHistoryDataSchema = v.object({
  clubHistory: tolerantObject({ clubHistory: html, coverImage: file }),
  mediaPath,
});

/** A message of the president or a founder (`club/message/get`). */
const clubMessageSchema = tolerantObject({
  messageFrom: text,
  message: html,
  name: text,
  image: file,
  signature: text,
  linkedinUrl: text,
});

/** `club/message/get?messageFrom=…` */
export const clubMessageDataSchema = v.object({ message: clubMessageSchema, mediaPath });
export type ClubMessageData = v.InferOutput<typeof clubMessageDataSchema>;

/** `privacy-policy/get`: the policy itself is `data`, an HTML string. */
export const privacyPolicySchema = v.string();
