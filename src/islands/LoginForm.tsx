import { useStore } from './use-store.ts';
import { ACCOUNT_NO_PLACEHOLDER } from '../lib/constants/members-area.ts';
import { routes } from '../lib/routes.ts';
import { $sessionNotice } from '../stores/session.ts';
import { signInForm } from '../stores/sign-in.ts';
import FormField from './FormField.tsx';
import MemberForm from './MemberForm.tsx';

/** /login: account number and password; the session-expired notice when there is one. */
export default function LoginForm() {
  const { values, errors, busy, failure } = useStore(signInForm.$form);
  const notice = useStore($sessionNotice);
  return (
    <MemberForm
      onSubmit={() => void signInForm.submit()}
      busy={busy}
      failure={failure}
      submitLabel="Login"
      aside={<a href={routes.forgotPassword}>Forgot Password?</a>}
    >
      {notice && (
        <p className="notice notice--warn" role="status">
          {notice}
        </p>
      )}
      <FormField
        id="acNo"
        label="Account No"
        placeholder={ACCOUNT_NO_PLACEHOLDER}
        autoComplete="username"
        value={values.acNo}
        error={errors.acNo}
        onChange={(value) => signInForm.setField('acNo', value)}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(value) => signInForm.setField('password', value)}
      />
    </MemberForm>
  );
}
