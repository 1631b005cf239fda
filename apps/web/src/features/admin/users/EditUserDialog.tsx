import { adminUserUpdateInput, type AdminUser } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { STATE_OPTIONS } from '../../../lib/selectOptions';
import { errorFields } from '../../../lib/trpcError';
import { useForm } from '../../../lib/useForm';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { useSnackbar } from '../../../ui/useSnackbar';
import * as styles from '../admin.css';
import { refreshAdmin } from '../queries';
import { ADMIN_TEXTS, USER_TAB_TEXTS } from '../texts';

function formValues(user: AdminUser) {
  return {
    name: user.name,
    nickname: user.nickname ?? '',
    location_state: user.location_state as string,
    location_postcode: user.location_postcode,
  };
}

/** The four fields of one user (api §8.2): the form, checked with the server's own rules. */
function EditUserForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { values, setField, errors, setErrors, validate, text } = useForm(formValues(user));
  const save = useMutation(
    trpc.admin.updateUser.mutationOptions({
      onSuccess: () => {
        snackbar.success(ADMIN_TEXTS.userUpdated);
        // The admin may have renamed themselves: the header shows the name's initial.
        void queryClient.invalidateQueries({ queryKey: trpc.auth.viewer.queryKey() });
        onSaved();
      },
      onError: (error) => {
        setErrors(errorFields(error));
        snackbar.error(ADMIN_TEXTS.userUpdateFailed);
      },
      onSettled: () => void refreshAdmin(queryClient, trpc),
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = validate(adminUserUpdateInput);
    if (input) save.mutate({ user_id: user.user_id, ...input });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {save.isError && <Alert variant="error">{ADMIN_TEXTS.userUpdateFailed}</Alert>}
      <TextField label={USER_TAB_TEXTS.name} autoComplete="off" {...text('name')} />
      <TextField label={USER_TAB_TEXTS.nickname} optional autoComplete="off" {...text('nickname')} />
      <Select
        label={USER_TAB_TEXTS.state}
        options={STATE_OPTIONS}
        value={values.location_state}
        onValueChange={(v) => setField('location_state', v)}
        error={errors.location_state}
      />
      <TextField label={USER_TAB_TEXTS.postcode} inputMode="numeric" autoComplete="off" maxLength={4} {...text('location_postcode')} />
      <div className={styles.formActions}>
        <DialogClose asChild>
          <Button variant="ghost" disabled={save.isPending}>
            {USER_TAB_TEXTS.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending} loadingText={USER_TAB_TEXTS.saving}>
          {USER_TAB_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/** "Edit" on a users-table row: a dialog with name, nickname, state and postcode. */
export function EditUserDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={USER_TAB_TEXTS.editTitle}
      description={user.email}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary" aria-label={USER_TAB_TEXTS.editLabel(user.email)}>
          {USER_TAB_TEXTS.edit}
        </Button>
      }
    >
      {/* Mounted afresh on each opening, so the form starts from the saved values. */}
      {open && <EditUserForm user={user} onSaved={() => setOpen(false)} />}
    </Dialog>
  );
}
