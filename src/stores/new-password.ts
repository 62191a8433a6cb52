import { setPassword } from '../lib/api/calls/auth.ts';
import { messages } from '../lib/constants/messages.ts';
import { clubApi } from './club-api.ts';
import { createForm, requireFields } from './form.ts';
import { navigation } from './navigation.ts';
import { endOtpFlow } from './otp-flow.ts';
import { $session, completeSignIn } from './session.ts';
import { loginPath, routes } from '../lib/routes.ts';

/**
 * /reset-password: the new password, for a member signed in (avatar menu) or one who has
 * just confirmed a one-time code (token held, not yet signed in). Success signs in and goes
 * home. The provider may refuse passwords that differ: its message is shown.
 */
export const newPasswordForm = createForm({
  initial: { password: '', confirmPassword: '' },
  validate: (values) =>
    requireFields(values, {
      password: messages.newPasswordRequired,
      confirmPassword: messages.retypePassword,
    }),
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
