import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';
import * as styles from './dialog.css';

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'children'> {
  /** The submit button's label, and what it says while `pending`. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** False keeps Submit disabled (a blank required field, say). */
  canSubmit?: boolean;
  /** Called on submit, without the browser's own validation or navigation. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one form, with Cancel and a Submit button in the footer (outside the form,
 * tied to it by id). The form checks nothing itself: callers show the spec's own messages.
 */
export function FormDialog({ submitLabel, pendingLabel, pending, canSubmit = true, onSubmit, children, ...dialog }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!canSubmit} loading={pending} loadingText={pendingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !pending) onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
