import { getLiveStream } from '../lib/api/calls/election.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { liveStreamView } from '../lib/members/live-stream.ts';
import { clubApi } from './club-api.ts';
import { createResource } from './resource.ts';

/** The live stream's call, started by the page's head script (lib/api/head-call.ts). */
export const liveStreamHeadCall: HeadCall = (api) => getLiveStream(api);

/** /election-live: the stream embedded, or linked when it cannot be embedded. */
export const $liveStream = createResource(async (signal) => {
  const { liveSteam } = await getLiveStream(clubApi, { signal });
  return liveStreamView(liveSteam.url);
});
