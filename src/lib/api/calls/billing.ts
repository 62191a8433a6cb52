import { billingDetailsDataSchema, profileFormDataSchema } from '../../schemas/billing.ts';
import type { ApiClient } from '../client.ts';
import { segment } from '../url.ts';
import { billingCall, type CallSignal } from './shared.ts';

/** A booking with its bill. */
export const getBillingDetails = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(`billing/details/${segment(id)}`, billingDetailsDataSchema, { ...call, ...billingCall });

/** The address of a booking's HTML invoice, for the embedded invoice page. */
export const invoiceWebviewUrl = (api: ApiClient, id: string, token: string) =>
  api.urlFor(`billing/details/webview/${segment(id)}`, { access_token: token });

/** The profile update form's file name (opened in a new tab). */
export const getProfileUpdateForm = (api: ApiClient, call?: CallSignal) =>
  api.get('member-profile-update-from/get', profileFormDataSchema, { ...call, auth: true });

/** An image on the API's media host, through the API (used for avatars). */
export const imageProxyUrl = (api: ApiClient, url: string) => api.urlFor('image-proxy', { url });
