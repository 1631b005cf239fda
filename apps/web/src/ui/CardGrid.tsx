import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './layout.css';

/** A list laid out as 1 / 2 / 4 columns (phone / `sm` / `lg`). Children should be `<li>`s. */
export function CardGrid({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cx(styles.cardGrid, className)} {...props} />;
}
