import type { Facility } from '../schemas/facilities.ts';

type LinkedFacility = Pick<Facility, '_id' | 'type'> & { items: readonly { _id: string }[] };

const id = (value: string) => encodeURIComponent(value);

// The spec's table (public-area §2, Facilities); `service` is off for the home carousel.
function linkFor(facility: LinkedFacility, withService: boolean): string | null {
  const first = facility.items[0]?._id;
  switch (facility.type.trim()) {
    case 'Restaurant':
      return `/food-beverages/${id(facility._id)}`;
    case 'Sports':
      return `/sports/${id(facility._id)}`;
    case 'Booking':
      return '/booking';
    case 'Others':
      return first ? `/facility-details/${id(facility._id)}/${id(first)}` : null;
    case 'Service':
      if (withService) return `/service/${id(facility._id)}`;
      return `/facility-details/${id(facility._id)}/${first ? id(first) : ''}`;
    default:
      return `/facility-details/${id(facility._id)}/`;
  }
}

/** Where a facilities tile goes; null for Others without items (the tile links nowhere). */
export function facilityLink(facility: LinkedFacility): string | null {
  return linkFor(facility, true);
}

/** Where a home carousel slide goes: as `facilityLink`, but Service takes the last row's rule
 * with the first item (/facility-details/{id}/{firstItemId}). */
export function carouselFacilityLink(facility: LinkedFacility): string | null {
  return linkFor(facility, false);
}
