import * as RadixCollapsible from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import * as styles from './collapsible.css';
import { ChevronDownIcon } from './icons';

export interface CollapsibleProps {
  /** The always-visible toggle text. */
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A titled section that expands in place; the toggle reports aria-expanded. */
export function Collapsible({ title, children, defaultOpen, open, onOpenChange }: CollapsibleProps) {
  return (
    <RadixCollapsible.Root className={styles.root} defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <RadixCollapsible.Trigger className={styles.trigger}>
        <span>{title}</span>
        <ChevronDownIcon className={styles.chevron} />
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content className={styles.content}>{children}</RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
}
