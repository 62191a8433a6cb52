import { useStore } from './use-store.ts';
import { useEffect } from 'react';
import { NEW_PASSWORD_MIN_CHARS } from '../lib/constants/members-area.ts';
import { newPasswordForm, requireTokenForNewPassword } from '../stores/new-password.ts';
import FormField from './FormField.tsx';
import MemberForm from './MemberForm.tsx';

/** /reset-password: the new password and its confirmation. */
export default function NewPasswordForm() {
  const { values, errors, busy, failure } = useStore(newPasswordForm.$form);
  useEffect(requireTokenForNewPassword, []);
  return (
    <MemberForm
      onSubmit={() => void newPasswordForm.submit()}
      busy={busy}
      failure={failure}
      submitLabel="Reset Password"
    >
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${NEW_PASSWORD_MIN_CHARS} characters.`}
        value={values.password}
        error={errors.password}
        onChange={(value) => newPasswordForm.setField('password', value)}
      />
      <FormField
        id="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        hint="The same password again."
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(value) => newPasswordForm.setField('confirmPassword', value)}
      />
    </MemberForm>
  );
}
