import { eventPath, getEvent, listEvents } from '../lib/api/calls/events.ts';
import type { ClubEvent } from '../lib/schemas/events.ts';
import { buildApi } from './build-api.ts';
import { loadSettled, oncePerId } from './build-result.ts';
import { pageKeys } from './shared-parts.ts';

/** The event calendar (event/list, one page of 100, each event once), or the error's message. */
export const loadEvents = () =>
  loadSettled('event/list', async () => {
    const data = await listEvents(buildApi);
    const [events = []] = oncePerId('event/list', [data.eventPage.events]);
    return { ...data, eventPage: { ...data.eventPage, events } };
  });

/** One event (event/details/{id}), or the error's message. */
export const loadEvent = (id: string) =>
  loadSettled(`event/details/${id}`, () => getEvent(buildApi, id));

/** /event-details/{id} for every listed event; none when the list failed. */
export async function eventPaths() {
  const { data } = await loadEvents();
  const keyOf = await pageKeys(data?.mediaPath);
  return Promise.all(
    (data?.eventPage.events ?? []).map(async (event: ClubEvent) => ({
      params: { id: event._id },
      props: { id: event._id },
      cacheKey: await keyOf(event, [
        { path: eventPath(event._id), load: () => loadEvent(event._id) },
      ]),
    })),
  );
}
