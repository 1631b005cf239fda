import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './typography.css';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level; pick it for structure, and `size` for looks. */
  level?: 1 | 2 | 3 | 4;
  size?: keyof typeof styles.heading;
}

const DEFAULT_SIZE = { 1: 'page', 2: 'section', 3: 'sub', 4: 'sub' } as const;

export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx(styles.heading[size ?? DEFAULT_SIZE[level]], className)} {...props} />;
}
