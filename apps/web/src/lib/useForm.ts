import { fieldErrors } from '@mpx/shared';
import { useCallback, useState, type ChangeEvent } from 'react';

/** Any zod schema, described structurally so the web needs no direct dependency on zod. */
export interface Schema<O> {
  safeParse(input: unknown): { success: true; data: O } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/**
 * Messages by field path. Paths come from the schema or the server, which may name more than the
 * form's own fields (`photos.2`), so any string may be a key.
 */
export type FormErrors = Partial<Record<string, string>>;

/** The fields that hold any text (plain `string`, not a union of literals). */
type TextKeys<T> = { [K in keyof T]: string extends T[K] ? (T[K] extends string ? K : never) : never }[keyof T] & string;

/**
 * Form values plus per-field errors, validated with the same zod schema the server uses, so the
 * page shows the server's exact messages before anything is sent.
 */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /** Parsed data when valid; otherwise sets the errors, focuses the first bad field and returns null. */
  const validate = useCallback(
    <O>(schema: Schema<O>, input: unknown = values): O | null => {
      const result = schema.safeParse(input);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(fieldErrors(result.error));
      focusFirstInvalid();
      return null;
    },
    [values],
  );

  /** Props wiring a TextField / TextArea to a text value: `<TextField label="Email" {...text('email')} />`. */
  const text = <K extends TextKeys<T>>(key: K) => {
    const value = values[key];
    return {
      value: typeof value === 'string' ? value : '',
      // A text key holds any string, so what was typed fits it as it is.
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [key]: event.target.value })),
      error: errors[key],
    };
  };

  return { values, setValues, setField, errors, setErrors, validate, text };
}

/** After the errors render, move focus to the first field marked invalid. */
export function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
