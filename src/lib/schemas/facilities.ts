import * as v from 'valibot';
import { file, html, mediaPath, text, tolerantObject } from './fields.ts';
import { pageId } from './page-id-field.ts';
import { tolerantList } from './tolerant-list.ts';

// Prices and slots are shown, never summed, so they stay text ('500' or '500 / hour').
const priceSchema = v.object({ title: text, amount: text, description: text });
const timingSchema = v.object({ title: text, slot: text, description: text });

/** What a facility item page shows: features, pricing, timing and rules. */
const itemDetailsSchema = tolerantObject({
  feature: html,
  price: tolerantList(priceSchema, 'facility price'),
  timing: tolerantList(timingSchema, 'facility timing'),
  rules: html,
});

/** An item of a facility; `_id` is the second part of its link. */
const facilityItemSchema = v.object({
  _id: pageId,
  name: text,
  details: itemDetailsSchema,
});

/** A facility tile; `type` is Restaurant, Sports, Service, Booking or Others. */
const facilitySchema = v.object({
  _id: pageId,
  name: text,
  type: text,
  coverImage: file,
  items: tolerantList(facilityItemSchema, 'facility item'),
  description: html,
});
export type Facility = v.InferOutput<typeof facilitySchema>;

/** `club/facilities/list` */
export const facilityListDataSchema = v.object({
  facilities: tolerantList(facilitySchema, 'facility'),
  mediaPath,
});
export type FacilityListData = v.InferOutput<typeof facilityListDataSchema>;

/** `club/facilities/details/{id}` */
export const facilityDetailsDataSchema = v.object({ facility: facilitySchema, mediaPath });
export type FacilityDetailsData = v.InferOutput<typeof facilityDetailsDataSchema>;

/** `club/facilities/item/details/{parentId}/{childId}`: the asked item comes first. */
export const facilityItemDataSchema = v.object({
  facility: tolerantObject({ items: tolerantList(facilityItemSchema, 'facility item') }),
  mediaPath,
});
export type FacilityItemData = v.InferOutput<typeof facilityItemDataSchema>;
