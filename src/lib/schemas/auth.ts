import * as z from 'zod/mini';
import { file, filledText, text, tolerantObject } from './fields.ts';

/** The member as `login` and `login-with-otp-confirm` return them. */
export const loginUserSchema = tolerantObject({
  name: text,
  memCode: text,
  email: text,
  acNo: text,
  mobile: text,
  membershipType: text,
  image: file,
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** `login`, `login-with-otp-confirm`: without a token there is no session, so it is required. */
export const loginDataSchema = z.object({
  accessToken: filledText(),
  user: loginUserSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** The sign-in form (`login`). */
export const credentialsSchema = z.object({ acNo: z.string(), password: z.string() });
export type Credentials = z.infer<typeof credentialsSchema>;

/** The new password form (`profile/set/password`). */
export const newPasswordSchema = z.object({ password: z.string(), confirmPassword: z.string() });
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** Calls whose `data` is not read (the envelope's error and message are). */
export const ignoredDataSchema = z.unknown();
