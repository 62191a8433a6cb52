import { getProfileUpdateForm } from '../lib/api/calls/billing.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { clubApi } from './club-api.ts';
import { createResource } from './resource.ts';

/** /update-profile: the profile update form's address (opened in a new tab); null if none. */
export const $profileForm = createResource(async (signal) => {
  const { profileUpdateForm, mediaPath } = await getProfileUpdateForm(clubApi, { signal });
  // Only a web address may reach the link (never javascript:, as public pages check too).
  return webUrl(mediaUrl(mediaPath, profileUpdateForm));
});

/** /update-profile's first call, started by the page's head script at its first paint. */
export const profileFormHeadCall: HeadCall = (api) => getProfileUpdateForm(api);
