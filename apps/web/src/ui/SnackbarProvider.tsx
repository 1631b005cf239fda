import { SNACKBAR_MS } from '@mpx/shared';
import * as Toast from '@radix-ui/react-toast';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import * as styles from './snackbar.css';
import { SnackbarContext, type SnackbarApi, type SnackbarVariant } from './snackbarContext';

interface Snack {
  id: number;
  message: string;
  variant: SnackbarVariant;
}

/** Snackbars that hide themselves after SNACKBAR_MS (4 s); hovering or focusing one pauses the timer. */
export function SnackbarProvider({ children, duration = SNACKBAR_MS }: { children: ReactNode; duration?: number }) {
  const [snacks, setSnacks] = useState<Snack[]>([]);
  const nextId = useRef(0);

  const show = useCallback((message: string, variant: SnackbarVariant = 'info') => {
    const id = ++nextId.current;
    setSnacks((current) => [...current, { id, message, variant }]);
  }, []);

  const api = useMemo<SnackbarApi>(() => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }), [show]);

  const dismiss = (id: number) => setSnacks((current) => current.filter((s) => s.id !== id));

  return (
    <Toast.Provider duration={duration} swipeDirection="right" label="Notification">
      <SnackbarContext.Provider value={api}>{children}</SnackbarContext.Provider>
      {snacks.map((snack) => (
        <Toast.Root
          key={snack.id}
          type={snack.variant === 'error' ? 'foreground' : 'background'}
          className={styles.variant[snack.variant]}
          onOpenChange={(open) => {
            if (!open) dismiss(snack.id);
          }}
        >
          <Toast.Description>{snack.message}</Toast.Description>
          <Toast.Close asChild>
            <IconButton aria-label="Dismiss" size="sm" icon={<CloseIcon size={18} />} className={styles.close} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
