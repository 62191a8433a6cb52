import { useKeepTyped } from './keep-typed.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown beside the field (and read with it) once a submit found it wrong. */
  error?: string;
  type?: 'text' | 'password';
  placeholder?: string;
  autoComplete?: string;
}

/** A labelled form field with its validation message. */
export default function FormField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  placeholder,
  autoComplete,
}: Props) {
  const errorId = `${id}-error`;
  // In a prebuilt form a member may type before the script runs: that text is kept.
  const input = useKeepTyped<HTMLInputElement>(value, onChange);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
