import * as z from 'zod/mini';
import { file, filledText, html, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** An affiliated or reciprocal club; its name is also its key, so it is required. */
export const affiliatedClubSchema = z.object({
  name: filledText(),
  logo: file,
  description: html,
});
export type AffiliatedClub = z.infer<typeof affiliatedClubSchema>;

const clubGroups = (label: string) =>
  tolerantObject({
    domestic: tolerantList(affiliatedClubSchema, `${label} domestic club`),
    international: tolerantList(affiliatedClubSchema, `${label} international club`),
  });

/** `affiliation/list` */
export const affiliationDataSchema = z.object({
  affiliation: tolerantObject({
    club: clubGroups('affiliated'),
    reciprocal: clubGroups('reciprocal'),
  }),
  mediaPath,
});
export type AffiliationData = z.infer<typeof affiliationDataSchema>;
export type ClubGroups = AffiliationData['affiliation']['club'];

/** The club's contact details; `mobile` is a comma-separated list. */
export const contactInfoSchema = tolerantObject({
  email: text,
  mobile: text,
  address: text,
  attachment: file,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** `club/contact-us/get` */
export const contactDataSchema = z.object({ contactUs: contactInfoSchema, mediaPath });
export type ContactData = z.infer<typeof contactDataSchema>;

/** The enquiry a visitor sends (`club/contact-us/submit`); the spec sets no rules on it. */
export const enquirySchema = z.object({
  email: z.string(),
  fullName: z.string(),
  phone: z.string(),
  message: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** `club/others/{guest-rules,dress-code,timing,feature-details}/get` */
export const descriptionDataSchema = z.object({
  content: tolerantObject({ title: text, description: html, image: file }),
  mediaPath,
});
export type DescriptionData = z.infer<typeof descriptionDataSchema>;
