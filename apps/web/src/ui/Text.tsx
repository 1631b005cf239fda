import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './typography.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div';
  tone?: keyof typeof styles.text;
}

export function Text({ as: Tag = 'p', tone = 'body', className, ...props }: TextProps) {
  return <Tag className={cx(styles.text[tone], className)} {...props} />;
}

/** Long-form text (terms, about): comfortable line height and spacing between paragraphs. */
export function Prose({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.prose, className)} {...props} />;
}
