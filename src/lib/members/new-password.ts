import { NEW_PASSWORD_MIN_CHARS } from '../constants/members-area.ts';

/** The reset password form's own words, besides the spec's two required messages. */
export const newPasswordChecks = {
  tooShort: `Please use at least ${NEW_PASSWORD_MIN_CHARS} characters.`,
  differ: 'The two passwords do not match.',
  refused: 'The club could not accept this password. Please choose another one.',
} as const;
