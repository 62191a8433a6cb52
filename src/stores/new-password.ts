import { setPassword } from '../lib/api/calls/auth.ts';
import { failureText } from '../lib/api/failure.ts';
import { refusedField } from '../lib/text/refusal.ts';
import { NEW_PASSWORD_MIN_CHARS } from '../lib/constants/members-area.ts';
import { newPasswordChecks } from '../lib/members/new-password.ts';
import { messages } from '../lib/constants/messages.ts';
import { clubApi } from './club-api.ts';
import { createForm, requireFields } from './form.ts';
import { navigation } from './navigation.ts';
import { endOtpFlow } from './otp-flow.ts';
import { $session, completeSignIn } from './session.ts';
import { loginPath, routes } from '../lib/routes.ts';

const fields = ['password', 'confirmPassword'] as const;

/**
 * /reset-password: the new password, for a member signed in (avatar menu) or one who has
 * just confirmed a one-time code (token held, not yet signed in). Success signs in and goes
 * home. Checked before it is sent, both fields at once: each is needed (the spec's words),
 * the password has at least 8 characters and the two match. A refusal that names a field in
 * the provider's words is told in plain words; any other is shown as it came.
 */
export const newPasswordForm = createForm({
  initial: { password: '', confirmPassword: '' },
  validate: (values) => {
    const errors = requireFields(values, {
      password: messages.newPasswordRequired,
      confirmPassword: messages.retypePassword,
    });
    if (!errors.password && values.password.length < NEW_PASSWORD_MIN_CHARS)
      errors.password = newPasswordChecks.tooShort;
    if (!errors.password && !errors.confirmPassword && values.confirmPassword !== values.password)
      errors.confirmPassword = newPasswordChecks.differ;
    return errors;
  },
  failureText: (error) => {
    const text = failureText(error);
    return refusedField(text, fields) ? newPasswordChecks.refused : text;
  },
  send: async (values) => {
    await setPassword(clubApi, values);
    completeSignIn();
    endOtpFlow();
    navigation.go(routes.home);
  },
});

/** Without a token (neither signed in nor a confirmed code) the page cannot work: sign in. */
export function requireTokenForNewPassword(): void {
  if (!$session.get().token) navigation.replace(loginPath(routes.resetPassword));
}
