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

/** One event. */
export const getEvent = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(`event/details/${segment(id)}`, eventDetailsDataSchema, call);

/** The facilities tiles. */
export const listFacilities = (api: ApiClient, call?: CallSignal) =>
  api.get('club/facilities/list', facilityListDataSchema, call);

/** One facility with its items. */
export const getFacility = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(`club/facilities/details/${segment(id)}`, facilityDetailsDataSchema, call);

/** A facility item's details; the asked item is `facility.items[0]`. */
export const getFacilityItem = (
  api: ApiClient,
  parentId: string,
  childId: string,
  call?: CallSignal,
) =>
  api.get(
    `club/facilities/item/details/${segment(parentId)}/${segment(childId)}`,
    facilityItemDataSchema,
    call,
  );
