import { useKeepTyped } from './keep-typed.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown beside the field (and read with it) once a submit found it wrong. */
  error?: string;
  /** What the field takes (its bounds), shown under it and read with it. */
  hint?: string;
  /** Marked as needed (a '*' after its label, `required` for assistive technology). */
  required?: boolean;
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
  hint,
  required,
  type = 'text',
  placeholder,
  autoComplete,
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  // In a prebuilt form a member may type before the script runs: that text is kept.
  const input = useKeepTyped<HTMLInputElement>(value, onChange);
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'field-required' : undefined}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
