import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './dialog.css';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

export interface DialogProps {
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog (e.g. a Button); omit to control `open` yourself. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Buttons under the body, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** Modal dialog: Radix traps focus inside, closes on Escape and returns focus to the trigger. */
export function Dialog({ title, description, trigger, open, onOpenChange, footer, size = 'md', children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles.width[size]}`}
          // Without a description Radix warns unless aria-describedby is explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton aria-label="Close" icon={<CloseIcon />} size="sm" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to make it close the dialog (e.g. Cancel). */
export const DialogClose = RadixDialog.Close;
