import { useStore } from './use-store.ts';
import { ACCOUNT_NO_PLACEHOLDER } from '../lib/constants/members-area.ts';
import { routes } from '../lib/routes.ts';
import { forgotPasswordForm } from '../stores/otp-flow.ts';
import FormField from './FormField.tsx';
import MemberForm from './MemberForm.tsx';

/** /forgot-password: the account number a one-time code is sent for. */
export default function ForgotPasswordForm() {
  const { values, errors, busy, failure } = useStore(forgotPasswordForm.$form);
  return (
    <MemberForm
      onSubmit={() => void forgotPasswordForm.submit()}
      busy={busy}
      failure={failure}
      submitLabel="Send Code"
      aside={<a href={routes.login}>Back to Login</a>}
    >
      <FormField
        id="acNo"
        label="Account No"
        placeholder={ACCOUNT_NO_PLACEHOLDER}
        autoComplete="username"
        value={values.acNo}
        error={errors.acNo}
        onChange={(value) => forgotPasswordForm.setField('acNo', value)}
      />
    </MemberForm>
  );
}
