import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './layout.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form' | 'header' | 'footer' | 'dl';
  direction?: 'column' | 'row';
  /** A step of the theme's spacing scale: 1 = 4px … 8 = 64px. */
  gap?: keyof typeof styles.gap;
  align?: keyof typeof styles.align;
  justify?: keyof typeof styles.justify;
  wrap?: boolean;
}

/** Flexbox with spacing from the theme, so pages never hand-write margins between blocks. */
export function Stack({ as: Tag = 'div', direction = 'column', gap = '4', align, justify, wrap, className, ...props }: StackProps) {
  return (
    <Tag
      className={cx(
        styles.stack,
        styles.direction[direction],
        styles.gap[gap],
        align && styles.align[align],
        justify && styles.justify[justify],
        wrap && styles.wrap,
        className,
      )}
      {...props}
    />
  );
}
