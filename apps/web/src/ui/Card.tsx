import type { HTMLAttributes } from 'react';
import * as styles from './card.css';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` when the card is a landmark or a self-contained item. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** No padding, for cards that start with an edge-to-edge image. */
  flush?: boolean;
}

export function Card({ as: Tag = 'div', flush = false, className, ...props }: CardProps) {
  return <Tag className={cx(styles.card, flush && styles.flush, className)} {...props} />;
}
