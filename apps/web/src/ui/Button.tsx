import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonStyle, type ButtonVariants } from './button.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Disables the button and shows a spinner; `loadingText` replaces the label meanwhile. */
  loading?: boolean;
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, loading = false, loadingText, disabled, type = 'button', className, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonStyle({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" decorative />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
