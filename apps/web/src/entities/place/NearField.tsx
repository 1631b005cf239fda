import { PLACE_TEXTS } from '@mpx/shared';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/** "Near": the postcode distances are measured from, asked alike by the browse filters, the wanted board and a wanted post. */
export function NearField(props: Omit<TextFieldProps, 'label' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>) {
  return (
    <TextField
      label={PLACE_TEXTS.nearLabel}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={4}
      placeholder={PLACE_TEXTS.nearPlaceholder}
      {...props}
    />
  );
}
