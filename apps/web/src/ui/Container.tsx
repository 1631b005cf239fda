import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './layout.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** content 1200px (default), prose 760px for reading, narrow 560px for forms. */
  width?: keyof typeof styles.containerWidth;
}

/** Centres content with side padding that grows from the `sm` breakpoint. */
export function Container({ width = 'content', className, ...props }: ContainerProps) {
  return <div className={cx(styles.container, styles.containerWidth[width], className)} {...props} />;
}
