import { useContext } from 'react';
import { SnackbarContext, type SnackbarApi } from './snackbarContext';

/** `const snackbar = useSnackbar(); snackbar.success('Profile updated!')`. Needs a SnackbarProvider above. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
