import { listingInput } from '@mpx/shared';
import { useId, useState, type FormEvent } from 'react';
import { CONDITION_OPTIONS } from '../../../lib/selectOptions';
import { errorFields, errorMessage } from '../../../lib/trpcError';
import { focusFirstInvalid, useForm } from '../../../lib/useForm';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Combobox } from '../../../ui/Combobox';
import { DialogClose } from '../../../ui/Dialog';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { filterSuggestions } from '../../../entities/listing/suggestions';
import { storedPhotos, type PickedPhoto } from '../../../entities/listing/photos/photoFiles';
import { PhotoPicker } from '../../../entities/listing/photos/PhotoPicker';
import { PriceHint } from '../../../entities/price/PriceHint';
import { DraftWanters } from './DraftWanters';
import { SizeMessageLine } from '../../../entities/listing/sizes/SizeMessageLine';
import { listingSizeMessage } from '../../../entities/listing/sizes/sizeTexts';
import { useSizes } from '../../../entities/size/useSizes';
import { LISTING_PAGE_TEXTS } from '../../../entities/listing/texts';
import type { Listing } from '../../../entities/listing/types';
import * as styles from './form.css';
import { initialValues, photoError, toListingInput } from './formValues';
import { ModificationsField } from './ModificationsField';
import { useSaveListing } from './useSaveListing';

const SUGGESTIONS = filterSuggestions(undefined);

export interface ListingFormProps {
  /** The listing to edit; a new listing without it. */
  listing?: Listing;
  onSaved: (saved: Listing) => void;
}

/**
 * The create / edit listing form (product §5). The shared schema checks it before sending, so
 * the messages are the server's; what only the server can check (the photos' contents, the
 * listing limit) comes back per field and in an alert.
 */
export function ListingForm({ listing, onSaved }: ListingFormProps) {
  const formId = useId();
  const { values, setField, errors, setErrors, validate } = useForm(initialValues(listing));
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => (listing ? storedPhotos(listing.photos, listing.thumbnails) : []));
  const save = useSaveListing(listing, onSaved);
  // What brand + size (or model) + instrument mean, from the size table: a hint, never a block.
  const sizeMessage = listingSizeMessage(useSizes(), values);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toListingInput(values, photos);
    const fields = validate(listingInput, input);
    if (!fields) return;
    save.mutate(
      { fields, photos: photos.map((p) => p.value) },
      {
        onError: (error) => {
          setErrors(errorFields(error));
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {save.isError && <Alert variant="error">{errorMessage(save.error, listing ? LISTING_PAGE_TEXTS.updateFailed : LISTING_PAGE_TEXTS.createFailed)}</Alert>}
        <div className={styles.pair}>
          <Combobox
            label="Instrument type"
            suggestions={SUGGESTIONS.instrumentTypes}
            value={values.instrument_type}
            onValueChange={(v) => setField('instrument_type', v)}
            error={errors.instrument_type}
          />
          <Combobox label="Brand" suggestions={SUGGESTIONS.brands} value={values.brand} onValueChange={(v) => setField('brand', v)} error={errors.brand} />
        </div>
        <div className={styles.pair}>
          <TextField label="Model" value={values.model} onChange={(e) => setField('model', e.target.value)} error={errors.model} />
          <TextField
            label="Size"
            optional
            placeholder="e.g. 7C, 1.5C, 14A4a"
            value={values.size}
            onChange={(e) => setField('size', e.target.value)}
            error={errors.size}
            hint={<SizeMessageLine message={sizeMessage} />}
          />
        </div>
        <div className={styles.pair}>
          <Select
            label="Condition"
            placeholder="Select condition"
            options={CONDITION_OPTIONS}
            value={values.condition}
            onValueChange={(v) => setField('condition', v)}
            error={errors.condition}
          />
          <TextField
            label="Price (AUD)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.price}
            onChange={(e) => setField('price', e.target.value)}
            error={errors.price}
            hint={<PriceHint values={values}>Excludes shipping.</PriceHint>}
          />
        </div>
        <DraftWanters values={values} />
        <TextArea
          label="Description"
          rows={5}
          value={values.description}
          onChange={(e) => setField('description', e.target.value)}
          error={errors.description}
          hint="At least 10 characters: condition details, plating, rim, what it suits."
        />
        <div className={styles.pair}>
          <Switch label="Open to swap" checked={values.open_to_swap} onCheckedChange={(v) => setField('open_to_swap', v)} />
          <Switch label="Open to loan" checked={values.open_to_loan} onCheckedChange={(v) => setField('open_to_loan', v)} />
        </div>
        <ModificationsField value={values.modifications} onChange={(v) => setField('modifications', v)} error={errors.modifications} />
        <TextField
          label="PayPal link for this listing"
          optional
          placeholder="https://paypal.me/YourHandle"
          hint="Leave empty to use the PayPal link on your profile."
          value={values.paypal_link_override}
          onChange={(e) => setField('paypal_link_override', e.target.value)}
          error={errors.paypal_link_override}
        />
        <PhotoPicker photos={photos} onPhotosChange={setPhotos} error={photoError(errors)} />
      </form>
      <div className={styles.actions}>
        <DialogClose asChild>
          <Button variant="ghost" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} loading={save.isPending} loadingText="Saving...">
          {listing ? 'Save Changes' : 'Create Listing'}
        </Button>
      </div>
    </>
  );
}
