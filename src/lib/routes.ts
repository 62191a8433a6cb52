import type { Facility } from './schemas/facilities.ts';
import { safeNextPath } from './navigation/safe-next-path.ts';
import * as paths from './route-paths.ts';

// Every internal address the site builds, in one place: ids are encoded as one path segment,
// and a page's address changes here only (the addresses themselves: route-paths.ts).

const segment = (id: string) => encodeURIComponent(id);

/** The site's addresses: fixed pages, and builders for the pages of one record. */
export * as routes from './route-paths.ts';

/** The login page address that brings the member back to `next` (a same-site path). */
export function loginPath(next?: string | null): string {
  const target = safeNextPath(next);
  return target === '/' ? paths.login : `${paths.login}?next=${segment(target)}`;
}

type LinkedFacility = Pick<Facility, '_id' | 'type'> & { items: readonly { _id: string }[] };

// The spec's table (public-area §2, Facilities); `service` is off for the home carousel.
function facilityTarget(facility: LinkedFacility, withService: boolean): string | null {
  const id = facility._id;
  const first = facility.items[0]?._id;
  switch (facility.type.trim()) {
    case 'Restaurant':
      return `/food-beverages/${segment(id)}`;
    case 'Sports':
      return `/sports/${segment(id)}`;
    case 'Booking':
      return paths.booking;
    case 'Others':
      return first ? paths.facilityDetails(id, first) : null;
    case 'Service':
      return withService ? `/service/${segment(id)}` : paths.facilityDetails(id, first);
    default:
      return paths.facilityDetails(id);
  }
}

/** Where a facilities tile goes; null for Others without items (the tile links nowhere). */
export function facilityLink(facility: LinkedFacility): string | null {
  return facilityTarget(facility, true);
}

/** Where a home carousel slide goes: as `facilityLink`, but Service takes the last row's rule
 * with the first item (/facility-details/{id}/{firstItemId}). */
export function carouselFacilityLink(facility: LinkedFacility): string | null {
  return facilityTarget(facility, false);
}
