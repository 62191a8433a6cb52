import {
  balanceDataSchema,
  billingDetailsDataSchema,
  profileFormDataSchema,
} from '../../schemas/billing.ts';
import { headCall } from '../head-call.ts';
import type { ApiClient } from '../client.ts';
import { segment } from '../url.ts';
import { billingCall, expectSuccess, type CallSignal } from './shared.ts';

/** A booking with its bill: the billing pages' first call, which their head script may have
 * asked already (`headCall`, src/lib/api/head-call.ts). */
export const getBillingDetails = (api: ApiClient, id: string, call?: CallSignal) =>
  api.get(`billing/details/${segment(id)}`, billingDetailsDataSchema, {
    ...call,
    ...headCall,
    ...billingCall,
  });

/** The address of a booking's HTML invoice, for the embedded invoice page. */
export const invoiceWebviewUrl = (api: ApiClient, id: string, token: string) =>
  api.urlFor(`billing/details/webview/${segment(id)}`, { access_token: token });

/** An image on the API's media host, through the API (used for avatars). */
export const imageProxyUrl = (api: ApiClient, url: string) => api.urlFor('image-proxy', { url });

/**
 * The member's balance, dues and credit limit; with no balance, the provider's message. The
 * billing page's first call, which its head script may have asked already (`headCall`).
 */
export async function getBalance(api: ApiClient, call?: CallSignal) {
  const envelope = await api.getEnvelope('billing/balance/get', balanceDataSchema, {
    ...call,
    ...headCall,
    ...billingCall,
  });
  const { data, message } = expectSuccess(envelope);
  return { balance: data?.balance ?? null, message };
}

/** The profile update form's file name (opened in a new tab); /update-profile's first call. */
export const getProfileUpdateForm = (api: ApiClient, call?: CallSignal) =>
  api.get('member-profile-update-from/get', profileFormDataSchema, { ...call, ...headCall });
