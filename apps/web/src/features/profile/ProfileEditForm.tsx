import { PROFILE_TEXTS, profileUpdateInput } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { StatePostcodeFields } from '../../entities/place/StatePostcodeFields';
import type { OwnProfile } from '../../lib/apiTypes';
import { errorFields, errorMessage } from '../../lib/trpcError';
import { useForm } from '../../lib/useForm';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { useSnackbar } from '../../ui/useSnackbar';
import { PaymentLinkHelpDialog } from './PaymentLinkHelpDialog';
import * as styles from './profile.css';

/** The editable fields, seeded from the saved profile; Cancel simply drops this copy. */
function formValues(profile: OwnProfile) {
  return {
    name: profile.name,
    nickname: profile.nickname ?? '',
    location_state: profile.location_state as string,
    location_postcode: profile.location_postcode,
    paypal_link: profile.paypal_link ?? '',
    email_notifications: profile.email_notifications,
  };
}

export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { values, setField, errors, setErrors, validate, text } = useForm(formValues(profile));
  const save = useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.profile.me.queryKey(), updated);
        // The header's avatar shows the nickname's initial.
        void queryClient.invalidateQueries({ queryKey: trpc.auth.viewer.queryKey() });
        snackbar.success(PROFILE_TEXTS.updated);
        onDone();
      },
      onError: (error) => {
        setErrors(errorFields(error));
        snackbar.error(PROFILE_TEXTS.updateFailed);
      },
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(profileUpdateInput);
    if (input) save.mutate(input);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-title">
      <Heading level={2} size="sub" id="edit-profile-title">
        Edit profile
      </Heading>
      {save.isError && <Alert variant="error">{errorMessage(save.error, PROFILE_TEXTS.updateFailed)}</Alert>}
      <div className={styles.pair}>
        <TextField label="Name" autoComplete="name" autoFocus {...text('name')} />
        <TextField label="Nickname" optional autoComplete="nickname" {...text('nickname')} />
      </div>
      <StatePostcodeFields
        className={styles.pair}
        state={values.location_state}
        onStateChange={(v) => setField('location_state', v)}
        stateError={errors.location_state}
        postcode={text('location_postcode')}
      />
      <TextField
        label="PayPal link"
        optional
        placeholder="https://paypal.me/YourHandle"
        hint="A PayPal.Me link, your PayPal.Me handle or your PayPal email address. Leave empty to arrange payment yourself."
        {...text('paypal_link')}
      />
      <div>
        <PaymentLinkHelpDialog />
      </div>
      <Switch
        label="Email notifications"
        hint="Emails about new messages and loan updates."
        checked={values.email_notifications}
        onCheckedChange={(checked) => setField('email_notifications', checked)}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
