import type { MESSAGE_SENDERS } from '../../constants/public-area.ts';
import {
  affiliationDataSchema,
  contactDataSchema,
  descriptionDataSchema,
  type Enquiry,
} from '../../schemas/club-pages.ts';
import { ignoredData } from '../../schemas/fields.ts';
import {
  clubHistoryDataSchema,
  clubMessageDataSchema,
  privacyPolicySchema,
  slidersDataSchema,
} from '../../schemas/home.ts';
import type { ApiClient } from '../client.ts';
import type { CallSignal } from './shared.ts';

export type MessageSender = (typeof MESSAGE_SENDERS)[keyof typeof MESSAGE_SENDERS];
export type DescriptionPage = 'guest-rules' | 'dress-code' | 'timing' | 'feature-details';

/** The home slider's slides. */
export const getSliders = (api: ApiClient, call?: CallSignal) =>
  api.get('home/silder/list', slidersDataSchema, call);

/** The club history text and cover image. */
export const getClubHistory = (api: ApiClient, call?: CallSignal) =>
  api.get('club/club-history/get', clubHistoryDataSchema, call);

/** The president's or a founder's message. */
export const getMessage = (api: ApiClient, messageFrom: MessageSender, call?: CallSignal) =>
  api.get('club/message/get', clubMessageDataSchema, { ...call, query: { messageFrom } });

/** Affiliated clubs and reciprocal agreements (the spec sends the member token if any). */
export const getAffiliations = (api: ApiClient, call?: CallSignal) =>
  api.get('affiliation/list', affiliationDataSchema, { ...call, auth: true });

/**
 * The club's email, mobile numbers, address and attachment; `asMember` sends the member's
 * token (the attachment is a member document: its signed link comes only with the token).
 */
export const getContactInfo = (api: ApiClient, call?: CallSignal, asMember = false) =>
  api.get('club/contact-us/get', contactDataSchema, { ...call, auth: asMember });

/** Sends an enquiry; the answer's error flag and message are shown (green or red). */
export async function submitEnquiry(api: ApiClient, enquiry: Enquiry, call?: CallSignal) {
  const { error, message } = await api.postEnvelope(
    'club/contact-us/submit',
    enquiry,
    ignoredData,
    call,
  );
  return { error, message };
}

/** A description page: guest rules, dress code, timing or feature details. */
export const getDescription = (api: ApiClient, page: DescriptionPage, call?: CallSignal) =>
  api.get(`club/others/${page}/get`, descriptionDataSchema, call);

/** The privacy policy, an HTML string. */
export const getPrivacyPolicy = (api: ApiClient, call?: CallSignal) =>
  api.get('privacy-policy/get', privacyPolicySchema, call);
