import {
  getClubHistory,
  getDescription,
  getMessage,
  getPrivacyPolicy,
  getSliders,
  type DescriptionPage,
  type MessageSender,
} from '../lib/api/calls/club.ts';
import { getCommitteeMembers } from '../lib/api/calls/committee.ts';
import { COMMITTEE_TYPES } from '../lib/constants/public-area.ts';
import { presentCommitteeYears } from '../lib/text/committee.ts';
import { buildApi } from './build-api.ts';
import { loadSettled } from './build-result.ts';

/** The home slider's slides. */
export const loadSliders = () => loadSettled('home/silder/list', () => getSliders(buildApi));

/** The club history text and cover. */
export const loadClubHistory = () =>
  loadSettled('club/club-history/get', () => getClubHistory(buildApi));

/** The president's or a founder's message. */
export const loadMessage = (from: MessageSender) =>
  loadSettled(`club/message/get:${from}`, () => getMessage(buildApi, from));

/** A description page's content (guest rules, dress code, timing, feature details). */
export const loadDescription = (page: DescriptionPage) =>
  loadSettled(`club/others/${page}/get`, () => getDescription(buildApi, page));

/** The privacy policy (HTML). */
export const loadPrivacyPolicy = () =>
  loadSettled('privacy-policy/get', () => getPrivacyPolicy(buildApi));

/** The present executive committee (last year to this year), for the home grid. */
export const loadPresentCommittee = () => {
  const years = presentCommitteeYears();
  return loadSettled(`club/members/get:ec:${years.fromYear}-${years.toYear}`, () =>
    getCommitteeMembers(buildApi, { type: COMMITTEE_TYPES.executive, ...years }),
  );
};
