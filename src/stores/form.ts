import { atom, type ReadableAtom } from 'nanostores';
import { failureText } from '../lib/api/failure.ts';

/** A form's values, the errors shown beside its fields, and how its last submit went. */
interface FormState<Field extends string> {
  values: Record<Field, string>;
  /** Shown from the first submit on; they then follow the typing. */
  errors: Partial<Record<Field, string>>;
  submitted: boolean;
  /** A request is running (its button is disabled). */
  busy: boolean;
  /** Why the last request failed, for people; '' when it did not. */
  failure: string;
}

export interface FormOptions<Field extends string> {
  initial: Record<Field, string>;
  /** The message per empty or wrong field; none when the values may be sent. */
  validate: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  /** Sends the values; throws on failure. On success it usually leaves the page. */
  send: (values: Record<Field, string>) => Promise<void>;
  /** The failure text of an error thrown by `send` (default: the error's own message). */
  failureText?: (error: unknown) => string;
}

export interface FormStore<Field extends string> {
  $form: ReadableAtom<FormState<Field>>;
  setField(field: Field, value: string): void;
  /** Validates and sends; true when sent. Ignored while a request runs. */
  submit(): Promise<boolean>;
  /** Empties the form (e.g. after the flow it belongs to has ended). */
  reset(): void;
}

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** A form store: typed values are kept whatever happens, so bad input never loses them. */
export function createForm<Field extends string>(options: FormOptions<Field>): FormStore<Field> {
  const blank = (): FormState<Field> => ({
    values: { ...options.initial },
    errors: {},
    submitted: false,
    busy: false,
    failure: '',
  });
  const $form = atom<FormState<Field>>(blank());
  const describe = options.failureText ?? ((error: unknown) => failureText(error));

  return {
    $form,
    setField(field, value) {
      const state = $form.get();
      const values = { ...state.values, [field]: value };
      $form.set({ ...state, values, errors: state.submitted ? options.validate(values) : {} });
    },
    async submit() {
      const state = $form.get();
      if (state.busy) return false;
      const errors = options.validate(state.values);
      if (hasErrors(errors)) {
        $form.set({ ...state, errors, submitted: true, failure: '' });
        return false;
      }
      $form.set({ ...state, errors, submitted: true, busy: true, failure: '' });
      try {
        await options.send(state.values);
        // Still busy: the page is usually leaving, and the button must not send twice.
        return true;
      } catch (error) {
        $form.set({ ...$form.get(), busy: false, failure: describe(error) });
        return false;
      }
    },
    reset() {
      $form.set(blank());
    },
  };
}

/** `message` for each field of `fields` that is blank. */
export function requireFields<Field extends string>(
  values: Record<Field, string>,
  fields: Partial<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(fields) as [Field, string][]) {
    if (!values[field]?.trim()) errors[field] = message;
  }
  return errors;
}
