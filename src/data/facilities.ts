import {
  facilityItemPath,
  facilityPath,
  getFacility,
  getFacilityItem,
  listFacilities,
} from '../lib/api/calls/events.ts';
import { mergeById } from '../lib/paging.ts';
import type { Facility } from '../lib/schemas/facilities.ts';
import { buildApi } from './build-api.ts';
import { loadSettled } from './build-result.ts';
import { pageKeys } from './shared-parts.ts';

/** The facilities tiles (club/facilities/list), or the error's message. */
export const loadFacilities = () =>
  loadSettled('club/facilities/list', () => listFacilities(buildApi));

/** One facility with its items (club/facilities/details/{id}), or the error's message. */
export const loadFacility = (id: string) =>
  loadSettled(`club/facilities/details/${id}`, () => getFacility(buildApi, id));

/** One item's details (the asked item is `facility.items[0]`), or the error's message. */
export const loadFacilityItem = (parentId: string, childId: string) =>
  loadSettled(`club/facilities/item/details/${parentId}/${childId}`, () =>
    getFacilityItem(buildApi, parentId, childId),
  );

async function listed(): Promise<Facility[]> {
  return (await loadFacilities()).data?.facilities ?? [];
}

/**
 * Facility detail pages by id: those of `type` (Restaurant → /food-beverages, Sports →
 * /sports, Service → /service), or every facility (/facility-details/{id}, the target of
 * any other type, which also stands for /facility-details/{facility-name}).
 */
export async function facilityPaths(type?: string) {
  const keyOf = await pageKeys((await loadFacilities()).data?.mediaPath);
  return Promise.all(
    (await listed())
      .filter((facility) => type === undefined || facility.type.trim() === type)
      .map(async (facility) => ({
        params: { id: facility._id },
        props: { id: facility._id },
        cacheKey: await keyOf(facility, [
          { path: facilityPath(facility._id), load: () => loadFacility(facility._id) },
        ]),
      })),
  );
}

/**
 * /facility/{parentId}/{childId} and /facility-details/{parentId}/{childId}: every item of
 * every facility, as the list and the facility's details name them (links come from both).
 */
export async function facilityItemPaths() {
  const facilities = await listed();
  const withDetails = await Promise.all(
    facilities.map(async (facility) => {
      const details = (await loadFacility(facility._id)).data?.facility.items ?? [];
      return { facility, items: mergeById(facility.items, details) };
    }),
  );
  const keyOf = await pageKeys((await loadFacilities()).data?.mediaPath);
  return Promise.all(
    withDetails.flatMap(({ facility, items }) =>
      items.map(async (item) => ({
        params: { parentId: facility._id, childId: item._id },
        props: { parentId: facility._id, childId: item._id },
        cacheKey: await keyOf({ facility: facility._id, item }, [
          { path: facilityPath(facility._id), load: () => loadFacility(facility._id) },
          {
            path: facilityItemPath(facility._id, item._id),
            load: () => loadFacilityItem(facility._id, item._id),
          },
        ]),
      })),
    ),
  );
}
