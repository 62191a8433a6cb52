import { login } from '../lib/api/calls/auth.ts';
import { messages } from '../lib/constants/messages.ts';
import { safeNextPath } from '../lib/navigation/safe-next-path.ts';
import { clubApi } from './club-api.ts';
import { createForm, requireFields } from './form.ts';
import { navigation } from './navigation.ts';
import { signIn } from './session.ts';

/**
 * The /login form: account number and password. Success starts the session and goes back
 * to the page the guard sent the member from (`?next=`, same-site paths only), else home.
 */
export const signInForm = createForm({
  initial: { acNo: '', password: '' },
  validate: (values) =>
    requireFields(values, {
      acNo: messages.accountNoRequired,
      password: messages.passwordRequired,
    }),
  send: async ({ acNo, password }) => {
    signIn(await login(clubApi, { acNo: acNo.trim(), password }));
    navigation.go(safeNextPath(navigation.param('next')));
  },
});
