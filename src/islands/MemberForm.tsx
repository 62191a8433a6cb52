import type { ReactNode } from 'react';
import FailureNotice from './FailureNotice.tsx';
import { useHydrated } from './use-store.ts';

interface Props {
  onSubmit: () => void;
  /** A request is running: the button is disabled. */
  busy: boolean;
  /** The last request's failure for people; '' when none. */
  failure: string;
  submitLabel: string;
  /** Also disable the button (e.g. the code is not complete yet). */
  incomplete?: boolean;
  /** Shown under the button (links to the next or previous step). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The sign-in screens' form card: fields, the failure message, the button, a link below. */
export default function MemberForm({
  onSubmit,
  busy,
  failure,
  submitLabel,
  incomplete = false,
  aside,
  children,
}: Props) {
  // A form in the prebuilt page cannot be sent before its script runs: its button shows it is
  // not ready until then (disabled: Enter in a field sends nothing either). Should a browser
  // send it anyway, it goes as a POST, never with the password in the address.
  const hydrated = useHydrated();
  return (
    <form
      className="member-form card"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FailureNotice message={failure} />
      <button className="button" type="submit" disabled={!hydrated || busy || incomplete}>
        {submitLabel}
      </button>
      {aside && <p className="member-form__aside">{aside}</p>}
    </form>
  );
}
