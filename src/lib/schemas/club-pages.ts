import * as v from 'valibot';
import { file, filledText, html, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** An affiliated or reciprocal club; its name is also its key, so it is required. */
const affiliatedClubSchema = v.object({
  name: filledText(),
  logo: file,
  description: html,
});

const clubGroups = (label: string) =>
  tolerantObject({
    domestic: tolerantList(affiliatedClubSchema, `${label} domestic club`),
    international: tolerantList(affiliatedClubSchema, `${label} international club`),
  });

/** `affiliation/list` */
export const affiliationDataSchema = v.object({
  affiliation: tolerantObject({
    club: clubGroups('affiliated'),
    reciprocal: clubGroups('reciprocal'),
  }),
  mediaPath,
});

/** The club's contact details; `mobile` is a comma-separated list. */
const contactInfoSchema = tolerantObject({
  email: text,
  mobile: text,
  address: text,
  attachment: file,
});

/** `club/contact-us/get` */
export const contactDataSchema = v.object({ contactUs: contactInfoSchema, mediaPath });
export type ContactData = v.InferOutput<typeof contactDataSchema>;

/** The enquiry a visitor sends (`club/contact-us/submit`); the spec sets no rules on it. */
export const enquirySchema = v.object({
  email: v.string(),
  fullName: v.string(),
  phone: v.string(),
  message: v.string(),
});
export type Enquiry = v.InferOutput<typeof enquirySchema>;

/** `club/others/{guest-rules,dress-code,timing,feature-details}/get` */
export const descriptionDataSchema = v.object({
  content: tolerantObject({ title: text, description: html, image: file }),
  mediaPath,
});
