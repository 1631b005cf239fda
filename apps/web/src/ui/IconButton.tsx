import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { iconButton, iconButtonSize } from './button.css';
import { cx } from './cx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon alone gives the control no name. */
  'aria-label': string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ icon, size = 'md', type = 'button', className, ...props }: IconButtonProps) {
  return (
    <button type={type} className={cx(iconButton, iconButtonSize[size], className)} {...props}>
      {icon}
    </button>
  );
}
