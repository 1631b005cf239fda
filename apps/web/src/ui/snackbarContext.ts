import { createContext } from 'react';

export type SnackbarVariant = 'success' | 'error' | 'info';

export interface SnackbarApi {
  show: (message: string, variant?: SnackbarVariant) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);
