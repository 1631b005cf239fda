import { isOneOf, STATES } from '@mpx/shared';
import type { ChangeEvent } from 'react';
import { STATE_OPTIONS } from '../../lib/selectOptions';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { usePostcodeHint } from './usePostcodeHint';

interface StatePostcodeFieldsProps {
  /** The form's two-column row. */
  className: string;
  state: string;
  onStateChange: (state: string) => void;
  stateError?: string | undefined;
  /** The postcode field's props, as `useForm`'s `text('location_postcode')` gives them. */
  postcode: { value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void; error?: string | undefined };
  /** For the forms a browser autofills (registration); the profile form leaves it out. */
  stateName?: string;
  statePlaceholder?: string;
}

/**
 * A member's state and postcode side by side, the postcode hinting at the place it names (or
 * warning when it lies in another state) as it is typed.
 */
export function StatePostcodeFields({ className, state, onStateChange, stateError, postcode, stateName, statePlaceholder }: StatePostcodeFieldsProps) {
  const postcodeHint = usePostcodeHint(postcode.value, isOneOf(STATES, state) ? state : undefined);
  return (
    <div className={className}>
      <Select
        label="State"
        name={stateName}
        placeholder={statePlaceholder}
        options={STATE_OPTIONS}
        value={state}
        onValueChange={onStateChange}
        error={stateError}
      />
      <TextField label="Postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} hint={postcodeHint} {...postcode} />
    </div>
  );
}
