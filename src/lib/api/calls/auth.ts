import { OTP_HASH_CODE } from '../../constants/members-area.ts';
import { extractMobile } from '../../format/mobile.ts';
import {
  ignoredDataSchema,
  loginDataSchema,
  type Credentials,
  type NewPassword,
} from '../../schemas/auth.ts';
import type { ApiClient } from '../client.ts';
import { expectSuccess, type CallSignal } from './shared.ts';

/** Signs in with account number and password; the answer becomes the session. */
export const login = (api: ApiClient, credentials: Credentials, call?: CallSignal) =>
  api.post('login', credentials, loginDataSchema, call);

/**
 * Asks for a one-time code. The provider's message names the number it went to; `mobile` is
 * that number (shown masked), null if the message has none.
 */
export async function loginWithOtp(api: ApiClient, acNo: string, call?: CallSignal) {
  const body = { acNo, hashCode: OTP_HASH_CODE };
  const { message } = expectSuccess(
    await api.postEnvelope('login-with-otp', body, ignoredDataSchema, call),
  );
  return { message, mobile: extractMobile(message) };
}

/** Confirms the one-time code; answers like `login`. */
export const confirmOtp = (
  api: ApiClient,
  input: { acNo: string; otp: string },
  call?: CallSignal,
) => api.post('login-with-otp-confirm', input, loginDataSchema, call);

/** Sets a new password for the signed-in member; resolves to the provider's message. */
export async function setPassword(api: ApiClient, input: NewPassword, call?: CallSignal) {
  const envelope = await api.postEnvelope('profile/set/password', input, ignoredDataSchema, {
    ...call,
    auth: true,
  });
  return expectSuccess(envelope).message;
}

/**
 * Ends the member's token at the provider (`POST logout`, a stand-in call beyond the
 * contract): a provider without it answers an error, which Log Out ignores.
 */
export async function logout(api: ApiClient, call?: CallSignal) {
  expectSuccess(await api.postEnvelope('logout', {}, ignoredDataSchema, { ...call, auth: true }));
}
