import { getEvent, listEvents } from '../lib/api/calls/events.ts';
import type { ClubEvent } from '../lib/schemas/events.ts';
import { buildApi } from './build-api.ts';
import { cacheKeyOf, loadSettled } from './build-result.ts';

/** The event calendar (event/list, one page of 100), or the error's message. */
export const loadEvents = () => loadSettled('event/list', () => listEvents(buildApi));

/** One event (event/details/{id}), or the error's message. */
export const loadEvent = (id: string) =>
  loadSettled(`event/details/${id}`, () => getEvent(buildApi, id));

/** /event-details/{id} for every listed event; none when the list failed. */
export async function eventPaths() {
  const { data } = await loadEvents();
  return (data?.eventPage.events ?? []).map((event: ClubEvent) => ({
    params: { id: event._id },
    props: { id: event._id },
    cacheKey: cacheKeyOf(event),
  }));
}
