import { headCall } from '../head-call.ts';
import { profileFormDataSchema } from '../../schemas/billing.ts';
import type { ApiClient } from '../client.ts';
import type { CallSignal } from './shared.ts';

// A module of its own: /update-profile's call may be the page's first, taken from its head
// script (`headCall`), and the billing pages, which import the billing calls, need none of that.

/** The profile update form's file name (opened in a new tab); /update-profile's first call. */
export const getProfileUpdateForm = (api: ApiClient, call?: CallSignal) =>
  api.get('member-profile-update-from/get', profileFormDataSchema, { ...call, ...headCall });
