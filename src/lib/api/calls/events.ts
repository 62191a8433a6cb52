import { EVENT_LIST_SIZE } from '../../constants/public-area.ts';
import { eventDetailsDataSchema, eventListDataSchema } from '../../schemas/events.ts';
import {
  facilityDetailsDataSchema,
  facilityItemDataSchema,
  facilityListDataSchema,
} from '../../schemas/facilities.ts';
import type { ApiClient } from '../client.ts';
import { segment } from '../url.ts';
import type { CallSignal } from './shared.ts';

/** The event calendar: one page of 100. */
export const listEvents = (api: ApiClient, call?: CallSignal) =>
  api.get('event/list', eventListDataSchema, {
    ...call,
    query: { page: 1, searchKey: '', size: EVENT_LIST_SIZE },
  });

/** The call of one event. */
export const eventPath = (id: string) => `event/details/${segment(id)}`;

/** One event. */
export const getEvent = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(eventPath(id), eventDetailsDataSchema, call);

/** The facilities tiles. */
export const listFacilities = (api: ApiClient, call?: CallSignal) =>
  api.get('club/facilities/list', facilityListDataSchema, call);

/** The call of one facility. */
export const facilityPath = (id: string) => `club/facilities/details/${segment(id)}`;

/** One facility with its items. */
export const getFacility = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(facilityPath(id), facilityDetailsDataSchema, call);

/** The call of one facility item's details. */
export const facilityItemPath = (parentId: string, childId: string) =>
  `club/facilities/item/details/${segment(parentId)}/${segment(childId)}`;

/** A facility item's details; the asked item is `facility.items[0]`. */
export const getFacilityItem = (
  api: ApiClient,
  parentId: string,
  childId: string,
  call?: CallSignal,
) => api.get(facilityItemPath(parentId, childId), facilityItemDataSchema, call);
