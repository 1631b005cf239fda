import { charCount } from '@mpx/shared';
import { useState, type ReactNode } from 'react';
import { characterCount } from '../../lib/characterCount';
import { errorFields, errorMessage } from '../../lib/trpcError';
import { Alert } from '../../ui/Alert';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { MAX_SEARCH_NAME, searchNameError } from './searchName';
import { SEARCHES_TEXTS } from './texts';

export interface SearchNameDialogProps {
  title: string;
  description?: ReactNode;
  /** The button that opens it. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the Name field holds on each opening. */
  initialName: string;
  submitLabel: string;
  /** The mutation's state: busy, and its error (shown in the dialog). */
  pending: boolean;
  error: unknown;
  /** Shown when the error carries no server text. */
  failedText: string;
  /** Called with the trimmed name. */
  onSubmit: (name: string) => void;
  /** Called on each opening, to clear the last attempt's error. */
  onReset: () => void;
}

/**
 * The dialog of Save search and Rename: one Name field (up to 60 characters, the server's own
 * messages for a blank or long one), Cancel and the submit button. The server's error text
 * shows in the dialog, at the field when it is about the name.
 */
export function SearchNameDialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  initialName,
  submitLabel,
  pending,
  error,
  failedText,
  onSubmit,
  onReset,
}: SearchNameDialogProps) {
  const [name, setName] = useState(initialName);
  const text = name.trim();
  const invalid = searchNameError(name);
  const serverName = errorFields(error).name;
  const fieldError = invalid ?? serverName;

  return (
    <FormDialog
      title={title}
      description={description}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          // Each opening starts afresh.
          setName(initialName);
          onReset();
        }
        onOpenChange(next);
      }}
      submitLabel={submitLabel}
      pendingLabel={SEARCHES_TEXTS.saving}
      pending={pending}
      canSubmit={!invalid}
      onSubmit={() => onSubmit(text)}
    >
      {!!error && !serverName && <Alert variant="error">{errorMessage(error, failedText)}</Alert>}
      <TextField
        label={SEARCHES_TEXTS.name}
        value={name}
        dir="auto"
        autoComplete="off"
        onChange={(event) => {
          setName(event.target.value);
          // The server's word on the old name no longer applies.
          if (serverName) onReset();
        }}
        hint={characterCount(charCount(text), MAX_SEARCH_NAME)}
        error={fieldError}
      />
    </FormDialog>
  );
}
