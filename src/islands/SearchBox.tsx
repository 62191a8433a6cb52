import { useKeepTyped } from './keep-typed.ts';

interface Props {
  id: string;
  /** The field's name for people; also its placeholder, unless it is shown above the box. */
  label: string;
  /**
   * Shows the label above the box instead of as a placeholder: for a name too long for a
   * phone's box, where a placeholder would be cut off.
   */
  labelShown?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now instead of after the typing pause. */
  onSearch: () => void;
}

/** A list's search box (the list follows the typing after a short pause). */
export default function SearchBox({
  id,
  label,
  labelShown = false,
  value,
  onChange,
  onSearch,
}: Props) {
  // Prebuilt: a search typed before the script runs is kept and sent. No <form>: Enter in a
  // form's only field would submit it before the script runs, reloading the page and losing
  // the text; here Enter searches once the script is there, and before that does nothing.
  const input = useKeepTyped<HTMLInputElement>(value, onChange);
  return (
    <div role="search" className="list-tools__search">
      <label htmlFor={id} className={labelShown ? 'list-tools__label' : 'visually-hidden'}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder={labelShown ? undefined : label}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch();
        }}
      />
    </div>
  );
}
