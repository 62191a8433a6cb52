import * as v from 'valibot';
import { file, filledText, text, tolerantObject } from './fields.ts';

/** The member as `login` and `login-with-otp-confirm` return them. */
const loginUserSchema = tolerantObject({
  name: text,
  memCode: text,
  email: text,
  acNo: text,
  mobile: text,
  membershipType: text,
  image: file,
});

/** `login`, `login-with-otp-confirm`: without a token there is no session, so it is required. */
export const loginDataSchema = v.object({
  accessToken: filledText(),
  user: loginUserSchema,
});
export type LoginData = v.InferOutput<typeof loginDataSchema>;

/** The sign-in form (`login`). */
export const credentialsSchema = v.object({ acNo: v.string(), password: v.string() });
export type Credentials = v.InferOutput<typeof credentialsSchema>;

/** The new password form (`profile/set/password`). */
export const newPasswordSchema = v.object({ password: v.string(), confirmPassword: v.string() });
export type NewPassword = v.InferOutput<typeof newPasswordSchema>;

/** Calls whose `data` is not read (defined with the shared fields; named here for the auth calls). */
export { ignoredData as ignoredDataSchema } from './fields.ts';
