import { CUP_TEXTS, PLACE_TEXTS, WANTED_WEB_TEXTS as T, type WantedInput, type WantedPost } from '@mpx/shared';
import { useState, type ReactNode } from 'react';
import { NearField } from '../../entities/place/NearField';
import { ANY_CUP, ANY_DISTANCE, CUP_MENU, DISTANCE_MENU, INSTRUMENT_OPTIONS } from '../../lib/selectOptions';
import { errorFields, errorMessage } from '../../lib/trpcError';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { Alert } from '../../ui/Alert';
import { FormDialog } from '../../ui/FormDialog';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useViewer } from '../../entities/user/viewer';
import { toWantedInput, wantedFormValues } from './wantedValues';
import * as styles from './wanted.css';

export interface WantedDialogProps {
  title: string;
  trigger: ReactNode;
  /** The post to edit, or null for a new one. */
  post: WantedPost | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The mutation's error: its field messages show at the fields, any other text above them. */
  error: unknown;
  failedText: string;
  /** Sends the post; resolves true once it is saved (the dialog then closes). */
  onSubmit: (input: WantedInput) => Promise<boolean>;
  /** Called on each opening, to clear the last attempt's error. */
  onReset: () => void;
}

/** Post a wanted and Edit: instrument, a size to be like or a rim range, a cup, price, distance, note. */
export function WantedDialog({ title, trigger, post, submitLabel, pendingLabel, pending, error, failedText, onSubmit, onReset }: WantedDialogProps) {
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  const form = useForm(wantedFormValues(post, viewer?.location_postcode));
  const server = errorFields(error);
  const fieldError = (key: string) => form.errors[key] ?? server[key];
  const hasFieldError = Object.keys(server).length > 0;

  const submit = async () => {
    const checked = toWantedInput(form.values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    form.setErrors({});
    if (await onSubmit(checked.input)) setOpen(false);
    else focusFirstInvalid();
  };

  return (
    <FormDialog
      title={title}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          // Each opening starts afresh, from the post as it is now.
          form.setValues(wantedFormValues(post, viewer?.location_postcode));
          form.setErrors({});
          onReset();
        }
        setOpen(next);
      }}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      onSubmit={() => void submit()}
    >
      {!!error && !hasFieldError && <Alert variant="error">{errorMessage(error, failedText)}</Alert>}
      <Select
        label={T.instrument}
        options={INSTRUMENT_OPTIONS}
        value={form.values.instrument_type}
        onValueChange={(v) => form.setField('instrument_type', v)}
        error={fieldError('instrument_type')}
        required
      />
      <TextField label={T.like} hint={T.likeHint} autoComplete="off" {...form.text('like')} error={fieldError('like')} />
      <div className={styles.rimRow}>
        <TextField label={T.rimMin} type="number" inputMode="decimal" step="any" min={0} {...form.text('rim_min')} error={fieldError('rim_min')} />
        <TextField label={T.rimMax} type="number" inputMode="decimal" step="any" min={0} {...form.text('rim_max')} error={fieldError('rim_max')} />
      </div>
      <Select
        label={CUP_TEXTS.label}
        options={CUP_MENU}
        value={form.values.cup || ANY_CUP}
        onValueChange={(v) => form.setField('cup', v === ANY_CUP ? '' : v)}
        error={fieldError('cup')}
        optional
      />
      <TextField label={T.priceMax} type="number" inputMode="decimal" step="any" min={0} optional {...form.text('price_max')} error={fieldError('price_max')} />
      <div className={styles.rimRow}>
        <NearField optional {...form.text('near')} error={fieldError('near')} />
        <Select
          label={PLACE_TEXTS.distanceLabel}
          options={DISTANCE_MENU}
          value={form.values.within_km || ANY_DISTANCE}
          onValueChange={(v) => form.setField('within_km', v === ANY_DISTANCE ? '' : v)}
          error={fieldError('within_km')}
        />
      </div>
      <TextArea label={T.note} optional rows={3} {...form.text('note')} error={fieldError('note')} />
    </FormDialog>
  );
}
