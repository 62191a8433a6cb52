import { getProfileUpdateForm } from '../lib/api/calls/profile.ts';
import type { FirstCall } from '../lib/api/first-call.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { clubApi } from './club-api.ts';
import { createResource, earlyResource } from './resource.ts';

/** /update-profile: the profile update form's address (opened in a new tab); null if none. */
export const $profileForm = createResource(async (signal) => {
  const { profileUpdateForm, mediaPath } = await getProfileUpdateForm(clubApi, { signal });
  // Only a web address may reach the link (never javascript:, as public pages check too).
  return webUrl(mediaUrl(mediaPath, profileUpdateForm));
});

/** The link drawn before React (no form: left to React). */
export const earlyProfileForm = earlyResource(
  'profile',
  $profileForm,
  (url) => (url ? { url } : null),
  '/',
);

/** /update-profile's first call, started by the page's head script at its first paint. */
export const profileFormFirstCall: FirstCall = (api) => getProfileUpdateForm(api);
