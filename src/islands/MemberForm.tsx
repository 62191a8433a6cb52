import { useSyncExternalStore, type ReactNode } from 'react';
import FailureNotice from './FailureNotice.tsx';

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

const noChange = () => () => {};
/** False in the prebuilt HTML and until React has taken the page over, then true. */
const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

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
  // A form in the prebuilt page (/login) cannot be sent before its script runs: the browser
  // would send it itself, password in the address.
  const hydrated = useHydrated();
  return (
    <form
      className="member-form card"
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
